import type { TFormEnvelope } from '@immo/domain';
import type { LeadEntity } from '@immo/db';
import { agencyLeadMail, defaultLeadMails, linkedMailProperty } from './default.handler';
import type { PropertyMailFacts } from '../property-mail-facts';
import type { LeadProperty, LeadSubmission } from './lead-handler';

const env = { AGENCY_MAIL_TO: 'leads@agency.be', DEFAULT_LOCALE: 'fr' as const };

function submission(
  property: LeadProperty | null,
  fields: object = { title: 'ms', firstName: 'Eva', lastName: 'Maes', email: 'eva@example.be' },
): LeadSubmission {
  const lead = {
    id: '7d3c4a60-0000-4000-8000-000000000001',
    kind: 'contact-me',
    state: 'received',
    locale: 'nl',
    fields,
    utm: {},
    page: '/nl/te-koop/1/',
    createdAt: new Date('2026-05-01T10:00:00Z'),
  } as LeadEntity;
  return {
    kind: 'contact-me',
    lead,
    envelope: { locale: 'nl', captcha: '', utm: {} } as TFormEnvelope,
    fields: fields as never,
    property,
  };
}

const property: LeadProperty = {
  id: 12,
  reference: 'V-12',
  titles: { nl: 'Huis' },
  city: 'Gent',
  zip: '9000',
  goal: 0,
  withdrawn: false,
  managerEmail: 'Piet@Agency.be',
};

describe(defaultLeadMails.name, () => {
  it("sends the agency's copy to the property's manager in the site's language (no agency language set), Reply-To the visitor, and confirms to the visitor in theirs", () => {
    const mails = defaultLeadMails(submission(property), env);
    expect(
      mails.map((mail) => ({
        template: mail.template,
        to: mail.to,
        replyTo: mail.replyTo ?? null,
        locale: mail.locale,
      })),
    ).toEqual([
      { template: 'lead-to-agency', to: 'piet@agency.be', replyTo: 'eva@example.be', locale: 'fr' },
      { template: 'lead-confirmation', to: 'eva@example.be', replyTo: null, locale: 'nl' },
    ]);
    expect(mails[0]?.data).toMatchObject({
      leadId: '7d3c4a60-0000-4000-8000-000000000001',
      visitorLocale: 'nl',
      property: { id: 12, reference: 'V-12' },
    });
    // The visitor's address is not verified: their confirmation carries the property, nothing they typed, not even their name.
    expect(mails[1]?.data).toEqual({
      kind: 'contact-me',
      property: { id: 12, reference: 'V-12', titles: { nl: 'Huis' }, city: 'Gent', zip: '9000', goal: 0 },
    });
  });

  it('falls back on the agency inbox without a property or a manager address', () => {
    expect(defaultLeadMails(submission(null), env)[0]?.to).toBe('leads@agency.be');
    expect(defaultLeadMails(submission({ ...property, managerEmail: null }), env)[0]?.to).toBe('leads@agency.be');
  });

  it('sends no confirmation when the form has no address to send it to', () => {
    const mails = defaultLeadMails(submission(null, { name: 'x' }), env);
    expect(mails.map((mail) => mail.template)).toEqual(['lead-to-agency']);
    expect(mails[0]?.replyTo).toBeNull();
  });
});

describe('the agency copy as a work order', () => {
  const facts: PropertyMailFacts = {
    street: 'Rue du Bailli',
    houseNumber: '12',
    boxNr: '3',
    zip: '1050',
    city: 'Ixelles',
    cityNames: { fr: 'Ixelles', nl: 'Elsene' },
    publishAddress: false,
    latitude: 50.8275,
    longitude: 4.3629,
    publishedPrice: 1250,
    pictureUrl: '/media/4133/1.jpg',
  };
  const brussels: LeadProperty = {
    id: 4133,
    reference: 'L-4133',
    titles: { fr: 'Appartement', nl: 'Appartement' },
    city: 'Ixelles',
    zip: '1050',
    goal: 1,
    withdrawn: false,
    managerEmail: null,
    facts,
  };
  const siteEnv = { ...env, SITE_URL: 'https://www.immo.test' };

  it("is written in the agency's language, names the property whole, with its page, photo and the request's console page", () => {
    const mail = agencyLeadMail({ ...submission(brussels), agencyLocale: 'nl' }, siteEnv);
    expect(mail.locale).toBe('nl');
    expect(mail.data).toMatchObject({
      consoleUrl: 'https://www.immo.test/nl/console/requests/7d3c4a60-0000-4000-8000-000000000001/',
      property: {
        reference: 'L-4133',
        city: 'Elsene',
        // The agency's own data: the street even when the site keeps it private, the commune in the agency's language.
        address: 'Rue du Bailli 12 bus 3, 1050 Elsene',
        price: 1250,
        photoUrl: 'https://www.immo.test/media/4133/1.jpg',
        url: expect.stringMatching(/^https:\/\/www\.immo\.test\/nl\//),
      },
    });
  });

  it("names the commune in the visitor's language in their confirmation", () => {
    const [, confirmation] = defaultLeadMails(submission(brussels), siteEnv);
    expect(confirmation?.data).toMatchObject({ property: { city: 'Elsene' } });
  });

  it("names the commune in the reader's language in the mails that link the property (a friend's, the documents')", () => {
    expect(linkedMailProperty(brussels, 'nl', 'https://www.immo.test')).toMatchObject({
      city: 'Elsene',
      url: expect.stringMatching(/^https:\/\/www\.immo\.test\/nl\//),
    });
  });

  it('says "on request" for a price visitors may not see, never the amount', () => {
    const mail = agencyLeadMail({ ...submission({ ...brussels, facts: { ...facts, publishedPrice: null } }) }, siteEnv);
    expect(mail.locale).toBe('fr');
    expect((mail.data as { property: { price: unknown; address: string } }).property).toMatchObject({
      price: null,
      address: 'Rue du Bailli 12 boîte 3, 1050 Ixelles',
    });
  });
});

describe(agencyLeadMail.name, () => {
  it("is the default mails' agency copy alone, for the forms that mail their visitor otherwise", () => {
    const alone = agencyLeadMail(submission(property), env);
    expect(alone).toEqual(defaultLeadMails(submission(property), env)[0]);
    expect(alone).toMatchObject({ template: 'lead-to-agency', to: 'piet@agency.be', replyTo: 'eva@example.be' });
  });
});
