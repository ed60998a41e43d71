import { attachmentHeader } from './attachment-header';
import type { LeadRow } from './lead-search';
import { brusselsDateTime, leadCsv, leadCsvLine, type LeadCsvRow } from './leads-csv';

const row: LeadCsvRow = {
  id: '6f1c7a52-6a0e-4a43-9a57-0d1f0f3f8e11',
  kind: 'site-contact',
  created_at: new Date('2026-03-29T00:30:00Z'),
  locale: 'fr',
  email: 'helene@example.be',
  fields: { firstName: '@Hélène', lastName: 'Dubois', phone: '+32 475 12 34 56', remark: 'Bien à vous; merci', timeSlots: [] },
  property_id: 42,
  reference: 'V-42',
  project_id: null,
  state: 'received',
  spam_reason: null,
  duplicate_of: null,
  assigned_agent_email: 'sophie@immo.example',
  assigned_agent_name: 'Sophie Lambert',
  has_cv: false,
  page: '/fr/contact/',
  utm: { utm_source: 'newsletter' },
} satisfies LeadRow & { page: string | null; utm: Record<string, string> };

describe('the leads CSV', () => {
  it('writes Brussels time as Belgian Excel reads a date, summer time included', () => {
    expect(brusselsDateTime(new Date('2026-03-29T00:30:00Z'))).toBe('29/03/2026 01:30');
    expect(brusselsDateTime(new Date('2026-03-29T01:30:00Z'))).toBe('29/03/2026 03:30');
  });

  it('writes one lead on one line, formulas kept as text, empty fields left out', () => {
    expect(leadCsvLine(row)).toBe(
      "29/03/2026 01:30;site-contact;normal;'@Hélène Dubois;helene@example.be;'+32 475 12 34 56;42;V-42;;Sophie Lambert <sophie@immo.example>;;fr;/fr/contact/;utm_source=newsletter;" +
        '"firstName: @Hélène | lastName: Dubois | phone: +32 475 12 34 56 | remark: Bien à vous; merci";6f1c7a52-6a0e-4a43-9a57-0d1f0f3f8e11\r\n',
    );
  });

  it('starts with the byte-order mark and the header, then each batch', async () => {
    async function* batches() {
      yield [row];
      yield [{ ...row, state: 'quarantined' }];
    }
    const parts: string[] = [];
    for await (const part of leadCsv(batches())) parts.push(part);
    expect(parts).toHaveLength(3);
    expect(parts[0]).toMatch(/^\uFEFFreceived \(Brussels\);kind;state;/);
    expect(parts[2]).toContain(';quarantine;');
  });
});

describe('attachmentHeader', () => {
  it('names the file in ASCII and in UTF-8', () => {
    expect(attachmentHeader('CV Hélène "final".pdf')).toBe(`attachment; filename="CV Helene _final_.pdf"; filename*=UTF-8''CV%20H%C3%A9l%C3%A8ne%20%22final%22.pdf`);
  });
});
