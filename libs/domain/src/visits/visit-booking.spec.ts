import { fieldMessages, visitor } from '../forms/form-test-helpers';
import { VISIT_BOOKING_LIMITS, visitBookingLimitMet, ZVisitBookingSchema } from './visit-booking';

describe('ZVisitBookingSchema', () => {
  it('takes a visitor, a property and a slot start', () => {
    expect(
      ZVisitBookingSchema.parse({ ...visitor, propertyId: '12', slotStart: '2026-03-30T08:00:00.000Z' }),
    ).toMatchObject({
      propertyId: 12,
      slotStart: '2026-03-30T08:00:00.000Z',
      email: 'anne.dupont@example.be',
    });
  });

  it('asks for a time when none was chosen or the value is not one', () => {
    expect(fieldMessages(ZVisitBookingSchema, { ...visitor, propertyId: 12 })).toEqual({
      slotStart: ['visitSlotRequired'],
    });
    expect(fieldMessages(ZVisitBookingSchema, { ...visitor, propertyId: 12, slotStart: 'tomorrow' })).toEqual({
      slotStart: ['visitSlotRequired'],
    });
  });
});

describe(visitBookingLimitMet.name, () => {
  const none = { networkOnProperty: 0, network: 0, addressOnProperty: 0, address: 0 };

  it('lets a visitor book until one of the limits is met', () => {
    expect(visitBookingLimitMet(none)).toBeNull();
    expect(visitBookingLimitMet({ networkOnProperty: 2, network: 9, addressOnProperty: 0, address: 2 })).toBeNull();
  });

  it('tells the visitor who has a visit of the property already to move that one', () => {
    expect(visitBookingLimitMet({ ...none, addressOnProperty: 1, address: 1 })).toBe('visitAlreadyBooked');
  });

  it('refuses a network or an address past its open bookings', () => {
    expect(visitBookingLimitMet({ ...none, networkOnProperty: VISIT_BOOKING_LIMITS.perNetworkPerProperty })).toBe(
      'visitBookingLimit',
    );
    expect(visitBookingLimitMet({ ...none, network: VISIT_BOOKING_LIMITS.perNetwork })).toBe('visitBookingLimit');
    expect(visitBookingLimitMet({ ...none, address: VISIT_BOOKING_LIMITS.perAddress })).toBe('visitBookingLimit');
  });
});
