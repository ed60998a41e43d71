import { type Locale, type MailDataInput } from '@immo/domain';
import { renderMail } from './render-mail';

const base = {
  leadId: '6f1c7a52-6a0e-4a43-9a57-0d1f0f3f8e11',
  visitorLocale: 'fr',
  receivedAt: '2026-11-24T14:00:05.000Z',
  property: null,
} as const;
const person = {
  title: 'ms',
  firstName: 'Hélène',
  lastName: 'Dubois',
  email: 'helene@example.be',
  phone: '+32475123456',
};

function agencyText(data: Omit<MailDataInput<'lead-to-agency'>, keyof typeof base>, locale: Locale = 'fr'): string {
  return renderMail({ template: 'lead-to-agency', locale, data: { ...base, ...data } }).text;
}

describe("the agency's mail reads the form's one presentation", () => {
  const valuation = {
    ...person,
    street: 'Kerkstraat',
    houseNumber: '12',
    boxNr: '3',
    zip: '9000',
    city: 'Gent',
    propertyType: 'apartment',
    goal: 'sale',
    remark: 'Le matin',
    contactPreference: 'phone',
    timeSlots: ['10:00-13:00'],
  };

  it('says an owner who wants to sell wants to sell, or to rent out, with the address on one line', () => {
    const text = agencyText({ kind: 'contact-demand', fields: valuation });
    expect(text).toContain('Souhaite: Vendre');
    expect(text).not.toContain('Acheter');
    expect(text).toContain('Adresse du bien: Kerkstraat 12 boîte 3, 9000 Gent');
    expect(text).toContain('Type de bien: Appartement');
    expect(text).toContain('Préfère être contacté: Par téléphone');
    expect(text).toContain('Téléphone: +32 475 12 34 56');
    expect(text.indexOf('Nom: Madame Hélène Dubois')).toBeLessThan(text.indexOf('Remarques: Le matin'));
    expect(agencyText({ kind: 'contact-demand', fields: { ...valuation, goal: 'rent' } }, 'nl')).toContain(
      'Wil: Verhuren',
    );
  });

  it("names a seeker's communes and types as the catalogue does, and the seeker's goal from their side", () => {
    const text = agencyText(
      {
        kind: 'demand-register',
        fields: {
          ...person,
          goal: 'sale',
          propertyTypes: [2],
          zones: ['city:10:9000', 'region:wallonia'],
          frequency: 'weekly',
        },
        names: {
          propertyTypes: { '2': { fr: 'Appartement', nl: 'Appartement' } },
          places: { 'city:10:9000': { fr: '9000 Gand', nl: '9000 Gent' } },
        },
      },
      'nl',
    );
    expect(text).toContain('Zoekt om te: Kopen');
    expect(text).toContain('Regio’s: 9000 Gent, Heel Wallonië');
    expect(text).toContain('Types panden: Appartement');
    expect(text).not.toMatch(/city:|region:|: 2\b/);
  });

  it('names the CV by its file name and never shows the property id or a code', () => {
    const text = agencyText({
      kind: 'rent-application',
      fields: {
        ...person,
        propertyId: 4101,
        persons: 2,
        monthlyIncome: 3200,
        cvUploadId: 'b2791a80-5f0e-4c1e-9a57-0d1f0f3f8e11',
      },
      attachments: [
        { filename: 'CV Hélène.pdf', path: '/var/lib/immo/uploads/b2791a80', contentType: 'application/pdf' },
      ],
    });
    expect(text).toContain('CV: CV Hélène.pdf');
    expect(text).not.toMatch(/b2791a80-|propertyId|4101|Civilité: ms/);
  });
});
