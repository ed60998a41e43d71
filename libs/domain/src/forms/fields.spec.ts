import { z } from 'zod';
import { emailField, isPhoneNumber, optionalAmountField, phoneField, titleField, zipField } from './fields';
import { fieldMessages } from './form-test-helpers';

describe(emailField.name, () => {
  const schema = z.object({ email: emailField() });

  it('trims and lower-cases the address', () => {
    expect(schema.parse({ email: '  Anne.Dupont@Example.BE ' })).toEqual({ email: 'anne.dupont@example.be' });
  });

  it('says required for an empty address, and only that', () => {
    expect(fieldMessages(schema, { email: '  ' })).toEqual({ email: ['required'] });
    expect(fieldMessages(schema, {})).toEqual({ email: ['required'] });
  });

  it.each(['anne', 'anne@', 'anne@example', 'anne dupont@example.be'])('says email for %p', (email) => {
    expect(fieldMessages(schema, { email })).toEqual({ email: ['email'] });
  });
});

describe(isPhoneNumber.name, () => {
  it.each([
    '0475 12 34 56',
    '0475/12.34.56',
    '02 345 67 89',
    '+32 475 12 34 56',
    '+32 (0)2 345 67 89',
    '+352 621 123 456',
  ])('accepts %p', (phone) => {
    expect(isPhoneNumber(phone)).toBe(true);
  });

  it.each(['12345678', '1234567890123456', '0475 12 34 5a', '0475+123456', 'call me'])('refuses %p', (phone) => {
    expect(isPhoneNumber(phone)).toBe(false);
  });
});

describe(phoneField.name, () => {
  const schema = z.object({ phone: phoneField() });

  it('says required when empty and phone when malformed', () => {
    expect(fieldMessages(schema, { phone: '' })).toEqual({ phone: ['required'] });
    expect(fieldMessages(schema, { phone: '1234' })).toEqual({ phone: ['phone'] });
  });
});

describe(zipField.name, () => {
  const schema = z.object({ zip: zipField() });

  it.each([
    ['1000', '1000'],
    [' 9999 ', '9999'],
    ['L-1234', 'L-1234'],
    ['l-1234', 'L-1234'],
    ['L1234', 'L-1234'],
    ['L 1234', 'L-1234'],
  ])('accepts %p as %p', (zip, stored) => {
    expect(schema.parse({ zip })).toEqual({ zip: stored });
  });

  it.each(['0999', '999', '10000', 'B-1000', 'L-123', 'abcd'])('says zip for %p', (zip) => {
    expect(fieldMessages(schema, { zip })).toEqual({ zip: ['zip'] });
  });

  it('says required when empty', () => {
    expect(fieldMessages(schema, { zip: '' })).toEqual({ zip: ['required'] });
  });
});

describe(titleField.name, () => {
  it('asks to choose a title', () => {
    const schema = z.object({ title: titleField() });
    expect(fieldMessages(schema, {})).toEqual({ title: ['titleRequired'] });
    expect(fieldMessages(schema, { title: 'dr' })).toEqual({ title: ['titleRequired'] });
    expect(schema.parse({ title: 'miss' })).toEqual({ title: 'miss' });
  });
});

describe(optionalAmountField.name, () => {
  const schema = z.object({ budget: optionalAmountField() });

  it('reads Belgian-typed amounts and treats empty inputs as not filled in', () => {
    expect(schema.parse({ budget: '250.000' })).toEqual({ budget: 250000 });
    expect(schema.parse({ budget: '' })).toEqual({});
    expect(schema.parse({ budget: Number.NaN })).toEqual({});
    expect(schema.parse({ budget: 0 })).toEqual({ budget: 0 });
  });

  it('says number for text and amountPositive below zero', () => {
    expect(fieldMessages(schema, { budget: 'lots' })).toEqual({ budget: ['number'] });
    expect(fieldMessages(schema, { budget: -1 })).toEqual({ budget: ['amountPositive'] });
  });
});
