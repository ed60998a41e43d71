// The agency's mail as a work order: what the agent reads in ten seconds
// before deciding whether and how to call back.
import { type MailDataInput } from '@immo/domain';
import { renderMail } from './render-mail';

const agency = {
  name: 'Immo Horizon',
  siteUrl: 'https://immo.example/',
  email: 'info@immo.example',
  phone: '0475123456',
};
const lead: MailDataInput<'lead-to-agency'> = {
  agency,
  leadId: '5a1c1a52-3a9e-4a51-8d3c-0c0f8d1b2a11',
  kind: 'contact-me',
  visitorLocale: 'en',
  receivedAt: '2026-11-24T14:00:05.000Z',
  fields: {
    title: 'ms',
    firstName: 'Emma',
    lastName: 'Smith',
    email: 'emma@example.com',
    phone: '0475123400',
    propertyId: 4133,
  },
  property: {
    id: 4133,
    reference: 'L-2025-031',
    titles: { fr: 'Appartement 2 chambres', nl: 'Appartement met 2 slaapkamers' },
    city: 'Ixelles',
    zip: '1050',
    goal: 1,
    url: 'https://immo.example/fr/a-louer/ixelles/appartement/4133/',
    address: 'Rue du Bailli 12 bte 3, 1050 Ixelles',
    price: 1250,
    photoUrl: 'https://immo.example/media/4133/1.jpg',
  },
  consoleUrl: 'https://immo.example/fr/console/requests/5a1c1a52-3a9e-4a51-8d3c-0c0f8d1b2a11/',
};

const render = (data: MailDataInput<'lead-to-agency'>, locale: 'fr' | 'nl' = 'fr') =>
  renderMail({ template: 'lead-to-agency', locale, data });

describe('the agency mail', () => {
  const mail = render(lead);

  it('names the property: reference, title, price, address on one line, one photo, and links to its page', () => {
    expect(mail.text).toContain('Référence: L-2025-031');
    expect(mail.text).toContain('Annonce: Appartement 2 chambres');
    expect(mail.text).toContain('Prix: € 1.250 par mois');
    expect(mail.text).toContain('Adresse: Rue du Bailli 12 bte 3, 1050 Ixelles');
    expect(mail.text).toContain('Voir le bien sur le site: https://immo.example/fr/a-louer/ixelles/appartement/4133/');
    expect(mail.html.match(/<img /g)).toHaveLength(1);
    expect(mail.html).toContain('<img src="https://immo.example/media/4133/1.jpg" alt="Appartement 2 chambres"');
  });

  it('links to the request in the console, before the property and the form', () => {
    const console =
      'Ouvrir la demande dans la console: https://immo.example/fr/console/requests/5a1c1a52-3a9e-4a51-8d3c-0c0f8d1b2a11/';
    expect(mail.text).toContain(console);
    expect(mail.text.indexOf(console)).toBeLessThan(mail.text.indexOf('Référence:'));
    expect(mail.html).toContain(
      'href="https://immo.example/fr/console/requests/5a1c1a52-3a9e-4a51-8d3c-0c0f8d1b2a11/"',
    );
  });

  it('says "price on request" when the price is not published, never the amount', () => {
    const onRequest = render({ ...lead, property: { ...lead.property, price: null } });
    expect(onRequest.text).toContain('Prix: Prix sur demande');
    expect(onRequest.text).not.toContain('1.250');
    const silent = render({ ...lead, property: { ...lead.property, price: undefined } });
    expect(silent.text).not.toContain('Prix:');
  });

  it("says the visitor's language once, at the top, in the agency's language", () => {
    expect(mail.text.split('\n')[2]).toBe('Le visiteur écrit en anglais. Répondez à cet e-mail pour lui répondre.');
    expect(mail.text.match(/anglais/g)).toHaveLength(1);
    expect(render(lead, 'nl').text).toContain('De bezoeker schrijft in het Engels.');
  });

  it("writes the phone numbers the Belgian way, the visitor's and the agency's", () => {
    expect(mail.text).toContain('0475 12 34 00');
    expect(mail.text).not.toContain('0475123400');
    expect(mail.text).toContain('Immo Horizon · https://immo.example/ · 0475 12 34 56');
    expect(mail.html).toContain('Immo Horizon · https://immo.example/ · 0475 12 34 56');
  });

  it('is a full HTML document in the agency language, in UTF-8', () => {
    expect(mail.html.startsWith('<!doctype html>\n<html lang="fr"><head><meta charset="utf-8">')).toBe(true);
    expect(mail.html.trimEnd().endsWith('</html>')).toBe(true);
  });

  it("gives the request's short reference, the one the bidder's copy and the console show", () => {
    expect(mail.text).toContain('Numéro de la demande: 5A1C1A52');
    const copy = renderMail({
      template: 'offer-copy',
      locale: 'nl',
      data: {
        agency,
        receivedAt: lead.receivedAt,
        leadId: lead.leadId,
        property: lead.property ?? {},
        offer: {
          amount: 350000,
          startDate: '2026-12-01',
          endDate: '2026-12-15',
          validityDate: '2026-12-10',
          signDate: '2026-12-01',
        },
      },
    });
    expect(copy.text).toContain('Nummer van de aanvraag: 5A1C1A52');
    expect(copy.text).not.toContain(lead.leadId);
  });

  it('reads without a property, a photo or a console link', () => {
    const bare = render({ ...lead, property: null, consoleUrl: undefined, kind: 'site-contact' });
    expect(bare.text).not.toContain('Référence:');
    expect(bare.text).not.toContain('console');
    expect(bare.html).not.toContain('<img');
  });
});
