import { formPagePath } from './property-form-path';
import { resolvePath } from './resolve-path';

describe(formPagePath.name, () => {
  it('puts each form below the detail URL, in the visitor’s language', () => {
    expect(formPagePath('/fr/a-vendre/liege/maison/123/', 'offer', 'fr')).toBe(
      '/fr/a-vendre/liege/maison/123/faire-une-offre/',
    );
    expect(formPagePath('/nl/te-huur/gent/studio/9/', 'rent-application', 'nl')).toBe(
      '/nl/te-huur/gent/studio/9/kandidaat-huurder/',
    );
    expect(formPagePath('/en/projects/namur/residence/5', 'contact-me', 'en')).toBe(
      '/en/projects/namur/residence/5/request-information/',
    );
  });

  it('gives URLs the route table knows', () => {
    expect(resolvePath('/fr/a-vendre/liege/maison/123/faire-une-offre/')).toMatchObject({
      route: '/for-sale/{city}/{title}/{id}/make-an-offer/',
      params: { id: '123' },
    });
    expect(resolvePath('/de/zu-vermieten/gent/studio/9/mietbewerbung/')).toMatchObject({
      route: '/for-rent/{city}/{title}/{id}/apply-to-rent/',
      params: { id: '9' },
    });
  });
});
