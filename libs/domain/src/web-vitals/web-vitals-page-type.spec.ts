import { webVitalsPageTypeOf } from './web-vitals-page-type';

describe(webVitalsPageTypeOf.name, () => {
  it.each([
    ['/', 'home'],
    ['/for-sale/', 'sale-list'],
    ['/for-rent/', 'rent-list'],
    ['/property/{id}/', 'detail'],
    ['/projects/', 'project-list'],
    ['/project/{id}/', 'project'],
    ['/for-sale/{city}/{title}/{id}/request-information/', 'property-form'],
    ['/for-rent/{city}/{title}/{id}/book-a-visit/', 'property-form'],
    ['/project/{id}/request-information/', 'property-form'],
    ['/contact/', 'contact'],
    ['/contact-demand/', 'contact'],
    ['/login/', 'owner'],
    ['/owner/{id}/', 'owner'],
    ['/compare/', 'favourites'],
    ['/Privacy-statement/', 'other'],
    [null, 'other'],
  ])('reads %s as %s', (route, pageType) => {
    expect(webVitalsPageTypeOf(route)).toBe(pageType);
  });
});
