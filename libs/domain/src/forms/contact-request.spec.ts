import { ZContactRequestSchema } from './contact-request';
import { fieldMessages, visitor } from './form-test-helpers';

describe('ZContactRequestSchema', () => {
  it('accepts a filled-in form and tidies it', () => {
    const parsed = ZContactRequestSchema.parse({
      ...visitor,
      firstName: '  Anne ',
      email: 'Anne.Dupont@Example.be',
      remark: ' Bonjour ',
      propertyId: '1234',
    });
    expect(parsed).toEqual({
      ...visitor,
      remark: 'Bonjour',
      propertyId: 1234,
      timeSlots: [],
    });
  });

  it('lists every missing field at once', () => {
    expect(fieldMessages(ZContactRequestSchema, {})).toEqual({
      title: ['titleRequired'],
      firstName: ['required'],
      lastName: ['required'],
      email: ['required'],
      phone: ['required'],
    });
  });

  it('asks for a time slot when the visitor wants to be phoned', () => {
    expect(fieldMessages(ZContactRequestSchema, { ...visitor, contactPreference: 'phone' })).toEqual({
      timeSlots: ['timeSlotRequired'],
    });
    expect(
      ZContactRequestSchema.safeParse({ ...visitor, contactPreference: 'phone', timeSlots: ['13:00-16:00'] }).success,
    ).toBe(true);
    expect(ZContactRequestSchema.safeParse({ ...visitor, contactPreference: 'email' }).success).toBe(true);
  });

  it('reports the missing slot together with other red fields', () => {
    expect(fieldMessages(ZContactRequestSchema, { ...visitor, firstName: '', contactPreference: 'phone' })).toEqual({
      firstName: ['required'],
      timeSlots: ['timeSlotRequired'],
    });
  });

  it('accepts only the agency’s time slots', () => {
    expect(
      fieldMessages(ZContactRequestSchema, { ...visitor, contactPreference: 'phone', timeSlots: ['14:00-16:00'] }),
    ).toEqual({ 'timeSlots.0': ['timeSlotRequired'] });
  });

  it('refuses an over-long remark', () => {
    expect(fieldMessages(ZContactRequestSchema, { ...visitor, remark: 'x'.repeat(5001) })).toEqual({
      remark: ['tooLong'],
    });
  });
});
