import { mailSender } from './mail-sender';

describe(mailSender.name, () => {
  it("names the agency as the site settings call it, at MAIL_FROM's address", () => {
    expect(mailSender('Immo <no-reply@immo.be>', 'Immo Horizon')).toEqual({
      name: 'Immo Horizon',
      address: 'no-reply@immo.be',
    });
    expect(mailSender('"Agence" <info@immo.be>', 'Immo Horizon')).toEqual({
      name: 'Immo Horizon',
      address: 'info@immo.be',
    });
    expect(mailSender('info@immo.be', 'Immo Horizon')).toEqual({ name: 'Immo Horizon', address: 'info@immo.be' });
  });

  it('keeps MAIL_FROM as it is when the site names no agency', () => {
    expect(mailSender('Immo <no-reply@immo.be>', undefined)).toBe('Immo <no-reply@immo.be>');
    expect(mailSender('Immo <no-reply@immo.be>', '  ')).toBe('Immo <no-reply@immo.be>');
  });

  it('keeps a line break in the name out of the header', () => {
    const sender = mailSender('no-reply@immo.be', 'Immo\r\nBcc: x@y.be');
    expect(typeof sender === 'object' && /[\r\n]/.test(sender.name)).toBe(false);
  });
});
