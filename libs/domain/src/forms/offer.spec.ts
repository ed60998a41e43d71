import { fieldMessages, visitor } from './form-test-helpers';
import { ZOfferSchema } from './offer';

const person = { ...visitor, street: 'Rue Neuve', houseNumber: '12', zip: '4000', city: 'Liège' };
const offer = {
  propertyId: 42,
  amount: '325.000',
  amountInWords: 'trois cent vingt-cinq mille euros',
  startDate: '2026-03-05',
  endDate: '2026-03-20',
  place: 'Liège',
  signDate: '2026-03-05',
  personA: person,
  validityDate: '2026-03-12',
  acceptTerms: true,
};

describe('ZOfferSchema', () => {
  it('accepts an offer by one buyer, reading the amount as typed', () => {
    const parsed = ZOfferSchema.parse(offer);
    expect(parsed.amount).toBe(325000);
    expect(parsed.personB).toBeUndefined();
  });

  it('treats a blank person B as no co-buyer, and checks a filled one', () => {
    const blankB = {
      title: '',
      firstName: '',
      lastName: ' ',
      street: '',
      houseNumber: '',
      zip: '',
      city: '',
      email: '',
      phone: '',
    };
    expect(fieldMessages(ZOfferSchema, { ...offer, personB: blankB })).toEqual({});
    expect(fieldMessages(ZOfferSchema, { ...offer, personB: { ...person, email: 'x' } })).toEqual({
      'personB.email': ['email'],
    });
  });

  it('needs the amount in digits and in words', () => {
    expect(fieldMessages(ZOfferSchema, { ...offer, amount: '', amountInWords: '' })).toEqual({
      amount: ['required'],
      amountInWords: ['amountInWordsRequired'],
    });
    expect(fieldMessages(ZOfferSchema, { ...offer, amount: 0 })).toEqual({ amount: ['amountPositive'] });
    expect(fieldMessages(ZOfferSchema, { ...offer, amount: 'beaucoup' })).toEqual({ amount: ['number'] });
  });

  it('says the start date is incomplete when missing or malformed', () => {
    expect(fieldMessages(ZOfferSchema, { ...offer, startDate: '' })).toEqual({ startDate: ['startDateIncomplete'] });
    expect(fieldMessages(ZOfferSchema, { ...offer, startDate: '2026-02-30' })).toEqual({
      startDate: ['startDateIncomplete'],
    });
  });

  it('needs the end date after the start date', () => {
    expect(fieldMessages(ZOfferSchema, { ...offer, endDate: '2026-03-05' })).toEqual({ endDate: ['endDateInvalid'] });
    expect(fieldMessages(ZOfferSchema, { ...offer, endDate: '2026-03-04' })).toEqual({ endDate: ['endDateInvalid'] });
    expect(fieldMessages(ZOfferSchema, { ...offer, endDate: '2026-03-06' })).toEqual({});
    expect(fieldMessages(ZOfferSchema, { ...offer, endDate: '' })).toEqual({ endDate: ['endDateInvalid'] });
  });

  it('needs the place and sign date, and person A', () => {
    expect(fieldMessages(ZOfferSchema, { ...offer, place: '', signDate: '5/3/2026', personA: undefined })).toEqual({
      place: ['required'],
      signDate: ['dateInvalid'],
      personA: ['required'],
    });
  });

  it('needs the advance terms accepted, ticked in the browser or posted as a plain form', () => {
    expect(fieldMessages(ZOfferSchema, { ...offer, acceptTerms: undefined })).toEqual({
      acceptTerms: ['termsRequired'],
    });
    expect(fieldMessages(ZOfferSchema, { ...offer, acceptTerms: false })).toEqual({ acceptTerms: ['termsRequired'] });
    expect(fieldMessages(ZOfferSchema, { ...offer, acceptTerms: 'on' })).toEqual({});
  });

  it('needs a validity date not before the signing date', () => {
    expect(fieldMessages(ZOfferSchema, { ...offer, validityDate: '' })).toEqual({ validityDate: ['required'] });
    expect(fieldMessages(ZOfferSchema, { ...offer, validityDate: '2026-03-04' })).toEqual({
      validityDate: ['validityDateInvalid'],
    });
    expect(fieldMessages(ZOfferSchema, { ...offer, validityDate: '2026-03-05' })).toEqual({});
  });

  it('has no financing condition when both its fields are blank, and checks a filled one', () => {
    expect(ZOfferSchema.parse({ ...offer, financing: { amount: '', bankDeadline: '' } }).financing).toBeUndefined();
    expect(
      ZOfferSchema.parse({ ...offer, financing: { amount: '250.000', bankDeadline: '2026-03-10' } }).financing,
    ).toEqual({
      amount: 250000,
      bankDeadline: '2026-03-10',
    });
    expect(fieldMessages(ZOfferSchema, { ...offer, financing: { amount: '250.000', bankDeadline: '' } })).toEqual({
      'financing.bankDeadline': ['required'],
    });
  });

  it('needs the bank deadline between the signing date and the validity date', () => {
    const financing = (bankDeadline: string) => ({ ...offer, financing: { amount: 200000, bankDeadline } });
    expect(fieldMessages(ZOfferSchema, financing('2026-03-04'))).toEqual({
      'financing.bankDeadline': ['bankDeadlineInvalid'],
    });
    expect(fieldMessages(ZOfferSchema, financing('2026-03-13'))).toEqual({
      'financing.bankDeadline': ['bankDeadlineInvalid'],
    });
    expect(fieldMessages(ZOfferSchema, financing('2026-03-12'))).toEqual({});
  });
});
