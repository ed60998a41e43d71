// A booked visit's confirmation gives the place to go: in the mail and in the
// calendar file (LOCATION, GEO), with the property's page.
import { type MailDataInput } from '@immo/domain';
import { renderMail } from './render-mail';

const booked: MailDataInput<'visit-booked'> = {
  agency: { name: 'Immo Horizon', siteUrl: 'https://immo.example/', email: 'info@immo.example' },
  recipient: 'visitor',
  bookingId: '42',
  start: '2026-12-01T09:00:00Z',
  end: '2026-12-01T09:30:00Z',
  property: {
    reference: 'L-4133',
    titles: { nl: 'Appartement met 2 slaapkamers' },
    city: 'Elsene',
    zip: '1050',
    url: 'https://immo.example/nl/te-huur/elsene/appartement/4133/',
    address: 'Rue du Bailli 12 bus 3, 1050 Elsene',
    geo: { lat: 50.8275, lon: 4.3629 },
  },
  manageUrl: 'https://immo.example/nl/bezoek/abc/',
};

describe("the visit's place", () => {
  const mail = renderMail({ template: 'visit-booked', locale: 'nl', data: booked });
  const ics = (mail.icalEvent?.content ?? '').replace(/\r\n /g, '');

  it('names street, number, postcode and the commune in the visitor language, in the mail', () => {
    expect(mail.text).toContain('Waar: Rue du Bailli 12 bus 3, 1050 Elsene');
    expect(mail.html).toContain('Rue du Bailli 12 bus 3, 1050 Elsene');
  });

  it('puts the same place and its coordinates in the calendar file, with the property page', () => {
    expect(ics).toContain('LOCATION:Rue du Bailli 12 bus 3\\, 1050 Elsene');
    expect(ics).toContain('GEO:50.8275;4.3629');
    expect(ics).toMatch(/^URL(;VALUE=URI)?:https:\/\/immo\.example\/nl\/te-huur\/elsene\/appartement\/4133\/\r?$/m);
  });

  it("links the property's page in the mail", () => {
    expect(mail.html).toContain('href="https://immo.example/nl/te-huur/elsene/appartement/4133/"');
  });

  it("tells the agent the visitor's language and links the request in the console", () => {
    const agent = renderMail({
      template: 'visit-booked',
      locale: 'fr',
      data: {
        ...booked,
        recipient: 'agent',
        manageUrl: undefined,
        visitor: { firstName: 'Emma', lastName: 'Smith', email: 'emma@example.com', phone: '0475123400' },
        visitorLocale: 'nl',
        consoleUrl: 'https://immo.example/fr/console/requests/abc/',
      },
    });
    expect(agent.text).toContain('Le visiteur écrit en néerlandais.');
    expect(agent.text).toContain('Ouvrir la demande dans la console: https://immo.example/fr/console/requests/abc/');
    expect(agent.text).toContain('0475 12 34 00');
  });

  it('still says where without a street: the postcode and the commune', () => {
    const bare = renderMail({
      template: 'visit-booked',
      locale: 'nl',
      data: { ...booked, property: { ...booked.property, address: undefined, geo: undefined } },
    });
    expect(bare.text).toContain('Waar: 1050 Elsene');
    expect(bare.icalEvent?.content).not.toContain('GEO:');
  });
});
