/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { BrochureContent } from './brochure-content';
import { loadBrochurePhotos } from './brochure-photos';
import { renderBrochure } from './render-brochure';

const content: BrochureContent = {
  lang: 'de',
  documentTitle: 'Immobilien-Exposé',
  title: 'Maison à Liège – Straße über Brücke',
  reference: 'V-2025-014',
  price: '€ 1.250.000',
  address: 'Rue de Fétinne 12 Box 3, 4020 Liège',
  keyFactsHeading: 'Das Wichtigste',
  facts: [
    { label: 'Referenz', value: 'V-2025-014' },
    { label: 'Wohnfläche', value: '142 m²' },
  ],
  energyLabelHeading: 'Energieklasse',
  energy: { label: 'C', letter: 'c', region: 'Wallonie' },
  descriptionHeading: 'Beschreibung',
  description: 'Noël à Zoë’s: große Räume.\nZweite Zeile.',
  contactHeading: 'Kontakt',
  agency: {
    name: 'Immo Horizon',
    phone: '0475 12 34 56',
    email: 'info@immo.example',
    address: 'Louizalaan 54, 1050 Elsene',
  },
  pageUrl: 'http://127.0.0.1:3100/de/zu-verkaufen/liege/maison/4101/',
  scanToView: 'Scannen, um diese Immobilie online zu sehen',
  madeOn: 'Exposé erstellt am 5/12/2025',
  photoUrls: [],
};

// PDF.js (through unpdf) loads itself with a dynamic import, which jest's module system refuses: read the text in a plain Node.
const EXTRACT = `
  import { extractText, getDocumentProxy } from 'unpdf';
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  const document = await getDocumentProxy(new Uint8Array(Buffer.concat(chunks)));
  process.stdout.write((await extractText(document, { mergePages: true })).text);
`;
function textOf(pdf: Buffer): string {
  return execFileSync(process.execPath, ['--input-type=module', '-e', EXTRACT], {
    input: pdf,
    cwd: __dirname,
  }).toString();
}

describe('renderBrochure', () => {
  it('writes an A4 PDF whose text keeps é, ë, ü, ß and €', async () => {
    const pdf = await renderBrochure(content, []);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = textOf(pdf);
    for (const words of [
      'Maison à Liège – Straße über Brücke',
      '€ 1.250.000',
      'Noël à Zoë’s',
      '0475 12 34 56',
      'Exposé erstellt am 5/12/2025',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('draws the site photos it can read and leaves out one it cannot', async () => {
    const photos = await loadBrochurePhotos(
      [
        '/sample-photos/apartment-living.svg',
        '/sample-photos/missing.svg',
        '/../package.json',
        'https://elsewhere.example/a.jpg',
      ],
      { publicDir: path.join(__dirname, '../../../public'), allowedHosts: [] },
    );
    expect(photos).toHaveLength(1);
    expect(photos[0]!.jpeg.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const pdf = await renderBrochure(content, photos);
    expect(pdf.length).toBeGreaterThan(10_000);
  });
});
