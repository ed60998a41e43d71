import { readReceipt, receiptCookieAssignment, receiptCookieValue } from './sent-receipt';

describe('the sent receipt', () => {
  it("carries only what the request is about, never the visitor's contact details or message", () => {
    const value = receiptCookieValue('contact-demand', {
      street: 'Rue du Bailli',
      houseNumber: '12',
      zip: '1050',
      city: 'Ixelles',
      propertyType: 'house',
      goal: 'sell',
      firstName: 'Anne',
      email: 'anne@example.be',
      phone: '0475',
      remark: 'Merci',
    });
    expect(readReceipt(value ?? undefined)).toEqual({
      kind: 'contact-demand',
      values: {
        street: 'Rue du Bailli',
        houseNumber: '12',
        zip: '1050',
        city: 'Ixelles',
        propertyType: 'house',
        goal: 'sell',
      },
    });
  });

  it('is nothing for a form whose page says it all, or that sent nothing to show', () => {
    expect(receiptCookieValue('site-contact', { remark: 'Bonjour' })).toBeNull();
    expect(receiptCookieValue('contact-me', { firstName: 'Anne' })).toBeNull();
  });

  it('reads nothing from a cookie that is not ours, and drops fields a receipt never carries', () => {
    expect(readReceipt('%7Bnope')).toBeNull();
    expect(readReceipt(encodeURIComponent(JSON.stringify({ kind: 'testimonial', values: {} })))).toBeNull();
    expect(
      readReceipt(encodeURIComponent(JSON.stringify({ kind: 'offer', values: { amount: 250000, email: 'x@y.be' } }))),
    ).toEqual({ kind: 'offer', values: { amount: 250000 } });
  });

  it('lives ten minutes on this site, Secure on https', () => {
    expect(receiptCookieAssignment('v', true)).toBe('immo_sent=v; Max-Age=600; Path=/; SameSite=Lax; Secure');
  });
});
