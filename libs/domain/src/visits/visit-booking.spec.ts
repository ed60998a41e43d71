import { fieldMessages, visitor } from '../forms/form-test-helpers';
import { ZVisitBookingSchema } from './visit-booking';

describe('ZVisitBookingSchema', () => {
  it('takes a visitor, a property and a slot start', () => {
    expect(ZVisitBookingSchema.parse({ ...visitor, propertyId: '12', slotStart: '2026-03-30T08:00:00.000Z' })).toMatchObject({
      propertyId: 12,
      slotStart: '2026-03-30T08:00:00.000Z',
      email: 'anne.dupont@example.be',
    });
  });

  it('asks for a time when none was chosen or the value is not one', () => {
    expect(fieldMessages(ZVisitBookingSchema, { ...visitor, propertyId: 12 })).toEqual({ slotStart: ['visitSlotRequired'] });
    expect(fieldMessages(ZVisitBookingSchema, { ...visitor, propertyId: 12, slotStart: 'tomorrow' })).toEqual({ slotStart: ['visitSlotRequired'] });
  });
});
