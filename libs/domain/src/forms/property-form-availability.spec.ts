import { MARQUEE_NONE, MARQUEE_RENTED, MARQUEE_SOLD } from '../property/goal-and-marquee';
import { propertyFormAvailable, propertyFormsOf } from './property-form-availability';

const sale = { goal: 0, marquee: MARQUEE_NONE, withdrawn: false };
const rent = { goal: 1, marquee: MARQUEE_NONE, withdrawn: false };

describe(propertyFormAvailable.name, () => {
  it('takes offers on open sales only and rent applications on open rentals only', () => {
    expect(propertyFormsOf(sale)).toEqual(['contact-me', 'document-request', 'send-to-friend', 'offer']);
    expect(propertyFormsOf(rent)).toEqual(['contact-me', 'document-request', 'send-to-friend', 'rent-application']);
  });

  it('takes no offer once sold and no application once rented, but still answers questions', () => {
    expect(propertyFormAvailable('offer', { ...sale, marquee: MARQUEE_SOLD })).toBe(false);
    expect(propertyFormAvailable('rent-application', { ...rent, marquee: MARQUEE_RENTED })).toBe(false);
    expect(propertyFormAvailable('contact-me', { ...sale, marquee: MARQUEE_SOLD })).toBe(true);
  });

  it('takes nothing on a withdrawn property', () => {
    expect(propertyFormsOf({ ...sale, withdrawn: true })).toEqual([]);
  });
});
