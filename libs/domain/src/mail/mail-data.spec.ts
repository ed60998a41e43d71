import { mailDataSchemas, type MailDataInput } from './mail-data';

const agency = { name: 'Immo Example', siteUrl: 'https://immo.example/', email: 'info@immo.example' };
const property = {
  reference: 'REF-1',
  title: 'Maison 3 chambres',
  city: 'Uccle',
  url: 'https://immo.example/fr/a-vendre/uccle/maison/1/',
};

describe('mailDataSchemas', () => {
  it('accepts a lead for the agency with nested offer persons and fills the defaults', () => {
    const data: MailDataInput<'lead-to-agency'> = {
      agency,
      leadId: 'lead-1',
      kind: 'offer',
      visitorLocale: 'nl',
      receivedAt: '2026-11-24T14:00:05.123Z',
      fields: { amount: 350000, personA: { firstName: 'Jean', boxNr: undefined }, timeSlots: ['10:00-13:00'] },
    };
    const parsed = mailDataSchemas['lead-to-agency'].parse(data);
    expect(parsed.utm).toEqual({});
    expect(parsed.attachments).toEqual([]);
  });

  it('takes a property with its title in every language and no link, for the agency', () => {
    const parsed = mailDataSchemas['lead-confirmation'].parse({
      kind: 'contact-me',
      property: { id: 7, reference: null, titles: { fr: 'Maison', nl: 'Huis' }, city: null, zip: null, goal: 0 },
    });
    expect(parsed.property?.titles?.nl).toBe('Huis');
  });

  it('refuses a link that is not http(s), so no template can render a javascript: href', () => {
    const result = mailDataSchemas['send-to-friend'].safeParse({
      agency,
      senderName: 'Jean',
      property: { ...property, url: 'javascript:alert(1)' },
    });
    expect(result.success).toBe(false);
  });

  it('writes links as the URL parser does, so no quote, space or line break survives in an href or a header', () => {
    const parsed = mailDataSchemas['demand-alert'].parse({
      agency,
      frequency: 'weekly',
      allUrl: 'https://immo.example/a b"><x>',
      unsubscribeUrl: 'https://immo.example/u?t=1\r\nBcc: x@y.z',
      listings: [
        { reference: '1', title: 't', city: 'c', url: property.url, goal: 'sale', price: null, change: 'new' },
      ],
    });
    expect(parsed.allUrl).toBe('https://immo.example/a%20b%22%3E%3Cx%3E');
    expect(parsed.unsubscribeUrl).not.toMatch(/[\r\n ]/);
  });

  it('refuses an offer whose dates are not calendar dates', () => {
    const offer = {
      amount: 350000,
      amountInWords: 'trois cent cinquante mille euros',
      startDate: '2026-11-24',
      endDate: '2026-12-24',
      validityDate: '2026-02-30',
      place: 'Uccle',
      signDate: '2026-11-24',
      personA: {
        firstName: 'Jean',
        lastName: 'Dupont',
        street: 'Rue',
        houseNumber: '1',
        zip: '1180',
        city: 'Uccle',
        email: 'jean@example.com',
        phone: '+32 475 12 34 56',
      },
    };
    const base = { agency, receivedAt: '2026-11-24T14:00:05Z', leadId: 'lead-2', property, offer };
    expect(mailDataSchemas['offer-copy'].safeParse(base).success).toBe(false);
    expect(
      mailDataSchemas['offer-copy'].safeParse({ ...base, offer: { ...offer, validityDate: '2026-12-31' } }).success,
    ).toBe(true);
  });

  it('keeps a booking id safe to put in a calendar UID', () => {
    const visit = {
      agency,
      recipient: 'visitor',
      start: '2026-12-01T09:00:00Z',
      end: '2026-12-01T09:30:00Z',
      property,
      visitor: { firstName: 'Jean', lastName: 'Dupont', email: 'jean@example.com' },
    };
    expect(mailDataSchemas['visit-booked'].safeParse({ ...visit, bookingId: '12' }).success).toBe(true);
    expect(mailDataSchemas['visit-booked'].safeParse({ ...visit, bookingId: '12\r\nATTENDEE:x' }).success).toBe(false);
  });

  it('needs at least one listing in a demand alert', () => {
    const alert = {
      agency,
      frequency: 'daily',
      allUrl: 'https://immo.example/fr/recherche/',
      unsubscribeUrl: 'https://immo.example/api/demands/unsubscribe?t=abc',
      listings: [],
    };
    expect(mailDataSchemas['demand-alert'].safeParse(alert).success).toBe(false);
  });
});

describe('the mails to an address a visitor typed', () => {
  it('carry none of what the visitor typed, even from a row an older release wrote', () => {
    const confirmation = mailDataSchemas['lead-confirmation'].parse({
      kind: 'site-contact',
      recipient: { title: 'mr', firstName: 'Buy cheap pills at', lastName: 'pills-shop.example' },
      fields: { remark: 'https://pills-shop.example' },
    });
    expect(confirmation).toEqual({ kind: 'site-contact' });
    const subscription = mailDataSchemas['confirm-subscription'].parse({
      subject: 'newsletter',
      recipient: { firstName: 'pills-shop.example' },
      confirmUrl: 'https://immo.example/fr/confirmer/?token=x',
    });
    expect(subscription).not.toHaveProperty('recipient');
    const copy = mailDataSchemas['offer-copy'].parse({
      receivedAt: '2026-11-24T14:00:05Z',
      leadId: 'lead-3',
      property,
      offer: {
        amount: 1000,
        amountInWords: 'pills-shop.example',
        startDate: '2026-11-24',
        endDate: '2026-12-24',
        validityDate: '2026-12-01',
        signDate: '2026-11-24',
        place: 'pills-shop.example',
        conditions: 'pills-shop.example',
        personA: { firstName: 'pills-shop.example' },
      },
    });
    expect(JSON.stringify(copy)).not.toContain('pills-shop');
  });
});
