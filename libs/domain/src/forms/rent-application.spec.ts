import { fieldMessages, visitor } from './form-test-helpers';
import { ZRentApplicationSchema } from './rent-application';

const application = { ...visitor, propertyId: 42, persons: '2', monthlyIncome: '3.200' };

describe('ZRentApplicationSchema', () => {
  it('accepts an application and reads typed numbers', () => {
    expect(ZRentApplicationSchema.parse(application)).toMatchObject({ persons: 2, monthlyIncome: 3200 });
  });

  it('needs the household size and income', () => {
    expect(fieldMessages(ZRentApplicationSchema, { ...application, persons: '', monthlyIncome: '' })).toEqual({
      persons: ['required'],
      monthlyIncome: ['required'],
    });
    expect(fieldMessages(ZRentApplicationSchema, { ...application, persons: 0 })).toEqual({ persons: ['number'] });
  });

  it('checks a desired start date when given', () => {
    expect(fieldMessages(ZRentApplicationSchema, { ...application, desiredStartDate: '2026-13-01' })).toEqual({
      desiredStartDate: ['dateInvalid'],
    });
  });
});

describe('ZRentApplicationSchema CV', () => {
  const application = { ...visitor, propertyId: 7, persons: 2, monthlyIncome: '3.200' };

  it('takes the id of a CV sent beforehand, or none', () => {
    expect(fieldMessages(ZRentApplicationSchema, application)).toEqual({});
    expect(
      fieldMessages(ZRentApplicationSchema, { ...application, cvUploadId: '2f1c6f4e-8a53-4f0e-9a57-0d6f3f1b2c3d' }),
    ).toEqual({});
    expect(fieldMessages(ZRentApplicationSchema, { ...application, cvUploadId: '../../etc/passwd' })).toEqual({
      cvUploadId: ['required'],
    });
  });
});
