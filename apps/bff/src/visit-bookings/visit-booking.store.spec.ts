import { mailDataSchemas, ZVisitHoursSchema } from '@immo/domain';
import { demoVisitHours } from '../database/seed/site-content';
import {
  type BookingMailInput,
  manageTokenHash,
  MANAGE_TOKEN_PATTERN,
  newManageToken,
  visitBookedMails,
  visitCancelledMails,
} from './visit-booking.store';

const env = {
  AGENCY_MAIL_TO: 'agency@example.com',
  DEFAULT_LOCALE: 'fr',
  SITE_URL: 'https://www.immo.example',
} as const;

const input: BookingMailInput = {
  bookingId: '0b7c1c1e-5d1f-4a4e-9d36-0f5d3c0b1a11',
  sequence: 0,
  start: new Date('2026-03-30T08:00:00Z'),
  end: new Date('2026-03-30T08:30:00Z'),
  property: {
    id: 42,
    reference: 'V-42',
    titles: { fr: 'Appartement lumineux', nl: 'Lichtrijk appartement' },
    city: 'Ixelles',
    zip: '1050',
    goal: 0,
    marquee: 0,
    withdrawn: false,
    managerEmail: 'Agent@Agency.be',
  },
  visitor: { title: 'ms', firstName: 'Anne', lastName: 'Dupont', email: 'anne@example.be', phone: '0475 12 34 56' },
  visitorLocale: 'nl',
  leadId: null,
  manageToken: 'A'.repeat(32),
  manageUntil: new Date('2026-03-29T08:00:00Z'),
};

describe(visitBookedMails.name, () => {
  it("gives the visitor their link in their language and no agent, and invites the property's manager", () => {
    const [visitor, agent] = visitBookedMails(env, input);
    expect(visitor).toMatchObject({ template: 'visit-booked', locale: 'nl', to: 'anne@example.be' });
    expect(visitor?.data).toMatchObject({
      recipient: 'visitor',
      manageUrl: `https://www.immo.example/nl/bezoek/${'A'.repeat(32)}/`,
    });
    expect(visitor?.data).not.toHaveProperty('agent');
    expect(JSON.stringify(visitor)).not.toContain('agent@agency.be');
    expect(agent).toMatchObject({
      locale: 'fr',
      to: 'agent@agency.be',
      replyTo: 'anne@example.be',
      data: { recipient: 'agent', agent: { email: 'agent@agency.be' } },
    });
  });

  it("names and links the property in each reader's language, in another one when the CRM gave none", () => {
    const [visitor, agent] = visitBookedMails(env, input);
    expect(visitor?.data).toMatchObject({
      property: {
        title: 'Lichtrijk appartement',
        url: 'https://www.immo.example/nl/te-koop/ixelles/lichtrijk-appartement/42/',
      },
    });
    expect(agent?.data).toMatchObject({
      property: {
        title: 'Appartement lumineux',
        url: 'https://www.immo.example/fr/a-vendre/ixelles/appartement-lumineux/42/',
      },
    });
    const [english] = visitCancelledMails(env, { ...input, visitorLocale: 'en' });
    expect(english?.data).toMatchObject({
      property: {
        title: 'Appartement lumineux',
        url: 'https://www.immo.example/en/for-sale/ixelles/appartement-lumineux/42/',
      },
    });
  });

  it("gives the place to go, the commune in each reader's language, with its coordinates, even when the site keeps the street private", () => {
    const facts = {
      street: 'Rue du Bailli',
      houseNumber: '12',
      boxNr: '3',
      zip: '1050',
      city: 'Ixelles',
      cityNames: { fr: 'Ixelles', nl: 'Elsene' },
      publishAddress: false,
      latitude: 50.8275,
      longitude: 4.3629,
      publishedPrice: null,
      pictureUrl: null,
    };
    const [visitor, agent] = visitBookedMails(env, { ...input, property: { ...input.property, facts } });
    expect(visitor?.data).toMatchObject({
      property: { city: 'Elsene', address: 'Rue du Bailli 12 bus 3, 1050 Elsene', geo: { lat: 50.8275, lon: 4.3629 } },
    });
    expect(agent?.data).toMatchObject({ property: { address: 'Rue du Bailli 12 boîte 3, 1050 Ixelles' } });
    expect(mailDataSchemas['visit-booked'].safeParse(visitor?.data).success).toBe(true);
  });

  it("writes the agent's mail in the agency's language when the site sets one", () => {
    const [, agent] = visitBookedMails(env, { ...input, agencyLocale: 'nl' });
    expect(agent).toMatchObject({ locale: 'nl', data: { property: { title: 'Lichtrijk appartement' } } });
    // The agent answers in the visitor's language, and acts on the request in the console.
    expect(visitBookedMails(env, { ...input, leadId: '7d3c4a60-0000-4000-8000-000000000001' })[1]?.data).toMatchObject({
      visitorLocale: 'nl',
      consoleUrl: 'https://www.immo.example/fr/console/requests/7d3c4a60-0000-4000-8000-000000000001/',
    });
    const [, cancelled] = visitCancelledMails(env, { ...input, agencyLocale: 'de' });
    expect(cancelled?.locale).toBe('de');
  });

  it('writes data the mail templates accept', () => {
    for (const mail of visitBookedMails(env, input))
      expect(mailDataSchemas['visit-booked'].safeParse(mail.data).success).toBe(true);
    for (const mail of visitCancelledMails(env, input))
      expect(mailDataSchemas['visit-cancelled'].safeParse(mail.data).success).toBe(true);
  });
});

describe(newManageToken.name, () => {
  it('makes a link secret of the expected shape and stores only its hash', () => {
    const { token, hash } = newManageToken();
    expect(token).toMatch(MANAGE_TOKEN_PATTERN);
    expect(hash).toBe(manageTokenHash(token));
    expect(hash).not.toContain(token);
  });
});

describe('demo visit hours', () => {
  it('are a valid configuration', () => {
    expect(ZVisitHoursSchema.safeParse(demoVisitHours).success).toBe(true);
  });
});
