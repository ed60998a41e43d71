import { fieldMessages, visitor } from './form-test-helpers';
import { ZValuationRequestSchema } from './valuation-request';

const address = { street: 'Rue Neuve', houseNumber: '12', zip: '4000', city: 'Liège', propertyType: 'house' };

describe('ZValuationRequestSchema', () => {
  it('accepts a complete request, Luxembourg addresses included', () => {
    expect(fieldMessages(ZValuationRequestSchema, { ...visitor, ...address })).toEqual({});
    expect(ZValuationRequestSchema.parse({ ...visitor, ...address, zip: 'l-1450' }).zip).toBe('L-1450');
  });

  it('reports an empty address with the valuation address message', () => {
    expect(fieldMessages(ZValuationRequestSchema, { ...visitor, propertyType: 'land' })).toEqual({
      street: ['valuationAddressRequired'],
      houseNumber: ['valuationAddressRequired'],
      zip: ['valuationAddressRequired'],
      city: ['valuationAddressRequired'],
    });
  });

  it('says zip for a malformed postal code', () => {
    expect(fieldMessages(ZValuationRequestSchema, { ...visitor, ...address, zip: '400' })).toEqual({ zip: ['zip'] });
  });

  it('asks for the property type', () => {
    expect(fieldMessages(ZValuationRequestSchema, { ...visitor, ...address, propertyType: undefined })).toEqual({
      propertyType: ['propertyTypeRequired'],
    });
  });
});
