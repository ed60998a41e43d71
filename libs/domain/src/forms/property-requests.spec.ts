import { fieldMessages, visitor } from './form-test-helpers';
import { ZDocumentRequestSchema, ZVisitRequestSchema } from './property-requests';

describe('ZVisitRequestSchema', () => {
  it('needs the property and the visitor’s details', () => {
    expect(fieldMessages(ZVisitRequestSchema, { ...visitor, propertyId: 42 })).toEqual({});
    expect(fieldMessages(ZVisitRequestSchema, { ...visitor, phone: '' })).toEqual({
      propertyId: ['required'],
      phone: ['required'],
    });
  });

  it('asks when to call', () => {
    expect(fieldMessages(ZVisitRequestSchema, { ...visitor, propertyId: 42, contactPreference: 'phone' })).toEqual({
      timeSlots: ['timeSlotRequired'],
    });
  });
});

describe('ZDocumentRequestSchema', () => {
  it('needs the property and a valid e-mail to send the documents to', () => {
    expect(ZDocumentRequestSchema.parse({ ...visitor, propertyId: '7' }).propertyId).toBe(7);
    expect(fieldMessages(ZDocumentRequestSchema, { ...visitor, email: 'anne@', propertyId: 'x' })).toEqual({
      email: ['email'],
      propertyId: ['number'],
    });
  });
});
