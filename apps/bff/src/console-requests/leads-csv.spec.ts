import { attachmentHeader } from './attachment-header';
import { brusselsDateTime, leadCsv, type LeadCsvBatch, leadCsvWriter, type LeadCsvRow } from './leads-csv';

const row: LeadCsvRow = {
  id: '6f1c7a52-6a0e-4a43-9a57-0d1f0f3f8e11',
  kind: 'site-contact',
  created_at: new Date('2026-03-29T00:30:00Z'),
  locale: 'nl',
  email: 'helene@example.be',
  fields: {
    title: 'ms',
    firstName: '@Hélène',
    lastName: 'Dubois',
    email: 'helene@example.be',
    phone: '+32475123456',
    remark: 'Bien à vous; merci',
    contactPreference: 'phone',
    timeSlots: ['10:00-13:00'],
    propertyId: 42,
  },
  property_id: 42,
  reference: 'V-42',
  project_id: null,
  state: 'received',
  spam_reason: null,
  duplicate_of: '0a2b3c4d-1111-4a43-9a57-0d1f0f3f8e11',
  assigned_agent_email: 'sophie@immo.example',
  assigned_agent_name: 'Sophie Lambert',
  has_cv: false,
  page: '/fr/contact/',
  utm: { utm_source: 'newsletter' },
  cv_name: null,
  property_titles: { fr: 'Maison 3 chambres' },
  project_names: null,
};

const names: LeadCsvBatch['names'] = {
  propertyTypes: { '2': { fr: 'Appartement', en: 'Apartment' } },
  places: { 'city:10:9000': { fr: '9000 Gand', nl: '9000 Gent' } },
};

/** The file as Excel splits it: cells by ';' (none of these hold one inside quotes but the remark). */
function cells(csv: string): string[] {
  return csv
    .replace(/\r\n$/, '')
    .match(/("([^"]|"")*"|[^;]*)(;|$)/g)!
    .map((cell) => cell.replace(/;$/, '').replace(/^"|"$/g, '').replace(/""/g, '"'))
    .slice(0, -1);
}

describe('the leads CSV', () => {
  it('writes Brussels time as Belgian Excel reads a date, summer time included', () => {
    expect(brusselsDateTime(new Date('2026-03-29T00:30:00Z'))).toBe('29/03/2026 01:30');
    expect(brusselsDateTime(new Date('2026-03-29T01:30:00Z'))).toBe('29/03/2026 03:30');
  });

  it("heads its columns in the operator's language, one per field", () => {
    const fr = cells(leadCsvWriter('fr').header);
    expect(fr.slice(0, 9)).toEqual([
      'Référence',
      'Reçue le',
      'Formulaire',
      'État',
      'Doublon de',
      'Agent',
      'Langue',
      'Bien',
      'Projet',
    ]);
    expect(fr).toEqual(
      expect.arrayContaining([
        'Nom',
        'Téléphone',
        'Souhaite',
        'Cherche à',
        'Régions',
        'Types de biens',
        'Acheteur 2 – Nom',
        'CV',
        'Remarques',
      ]),
    );
    expect(fr.slice(-2)).toEqual(['Envoyée depuis', 'Campagne']);
    expect(cells(leadCsvWriter('en', ['sign-newsletter']).header)).toEqual([
      'Reference',
      'Received',
      'Form',
      'State',
      'Duplicate of',
      'Agent',
      'Language',
      'Property',
      'Project',
      'Name',
      'E-mail',
      'Sent from',
      'Campaign',
    ]);
  });

  it('writes one lead on one line in words: its form, state, language and choices, the duplicate by its reference, formulas kept as text', () => {
    const writer = leadCsvWriter('fr', ['site-contact']);
    const header = cells(writer.header);
    const line = cells(writer.line(row, names));
    const cell = (label: string) => line[header.indexOf(label)];
    expect(cell('Référence')).toBe('6F1C7A52');
    expect(cell('Reçue le')).toBe('29/03/2026 01:30');
    expect(cell('Formulaire')).toBe('Contact');
    expect(cell('État')).toBe('Doublon');
    expect(cell('Doublon de')).toBe('0A2B3C4D');
    expect(cell('Langue')).toBe('néerlandais');
    expect(cell('Bien')).toBe('V-42');
    expect(cell('Nom')).toBe('Madame @Hélène Dubois');
    expect(cell('Téléphone')).toBe("'+32 475 12 34 56");
    expect(cell('Préfère être contacté')).toBe('Par téléphone');
    expect(cell('Moments de préférence')).toBe('10:00–13:00');
    expect(cell('Remarques')).toBe('Bien à vous; merci');
    expect(cell('Campagne')).toBe('source: newsletter');
    expect(line.join('|')).not.toMatch(/6f1c7a52-|0a2b3c4d-|propertyId|(?<!\p{L})(ms|phone)(?!\p{L})/u);
  });

  it('reads a valuation as selling, a demand by its communes and types, an offer by its buyer and a CV by its name', () => {
    const writer = leadCsvWriter('fr');
    const header = cells(writer.header);
    const read = (kind: string, fields: Record<string, unknown>, extra: Partial<LeadCsvRow> = {}) => {
      const line = cells(writer.line({ ...row, kind, fields, duplicate_of: null, ...extra }, names));
      return (label: string) => line[header.indexOf(label)];
    };
    expect(
      read('contact-demand', {
        goal: 'sale',
        propertyType: 'apartment',
        street: 'Kerkstraat',
        houseNumber: '12',
        boxNr: '3',
        zip: '9000',
        city: 'Gent',
      })('Souhaite'),
    ).toBe('Vendre');
    const demand = read('demand-register', { goal: 'rent', propertyTypes: [2], zones: ['city:10:9000'] });
    expect([demand('Cherche à'), demand('Types de biens'), demand('Régions')]).toEqual([
      'Louer',
      'Appartement',
      '9000 Gand',
    ]);
    expect(
      read('offer', { amount: 350000, personA: { title: 'mr', firstName: 'Marc', lastName: 'Peeters' } })(
        'Acheteur 1 – Nom',
      ),
    ).toBe('Monsieur Marc Peeters');
    expect(
      read(
        'rent-application',
        { cvUploadId: 'b2791a80-5f0e-4c1e-9a57-0d1f0f3f8e11' },
        { cv_name: 'CV Marc.pdf' },
      )('CV'),
    ).toBe('CV Marc.pdf');
  });

  it('starts with the byte-order mark and the header, then each batch', async () => {
    async function* batches(): AsyncGenerator<LeadCsvBatch> {
      yield { rows: [row], names };
      yield { rows: [{ ...row, state: 'quarantined' }], names };
    }
    const parts: string[] = [];
    for await (const part of leadCsv(batches(), 'nl')) parts.push(part);
    expect(parts).toHaveLength(3);
    expect(parts[0]).toMatch(/^\uFEFFReferentie;/);
    expect(parts[2]).toContain(';Quarantaine;');
  });
});

describe('attachmentHeader', () => {
  it('names the file in ASCII and in UTF-8', () => {
    expect(attachmentHeader('CV Hélène "final".pdf')).toBe(
      `attachment; filename="CV Helene _final_.pdf"; filename*=UTF-8''CV%20H%C3%A9l%C3%A8ne%20%22final%22.pdf`,
    );
  });
});
