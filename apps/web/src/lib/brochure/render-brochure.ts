// The brochure laid out on A4 portrait with pdfkit: title, address and price,
// the photos, the key facts and the energy label on page one; the description,
// the agency and the QR code to the page after them (page two when they do not
// fit). DejaVu Sans is embedded (subset), so every letter of the four
// languages and of CRM texts (é, ë, ü, ß, €, ł…) prints as written.
import { createRequire } from 'node:module';
import path from 'node:path';
import type PDFKitDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { BrochureContent } from './brochure-content';
import type { BrochurePhoto } from './brochure-photos';

// Required, not imported: an external package imported as a module (its ES build) is an async module to
// Turbopack, which then puts its async-module machinery into every page's runtime chunk in the browser
// (0.6 kB compressed of each page's first-load JavaScript; docs/benchmarks.md). sharp likewise (brochure-photos.ts).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const PDFDocument: typeof PDFKitDocument = require('pdfkit');

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 42;
const WIDTH = A4[0] - 2 * MARGIN;
const INK = '#1b2430';
const MUTED = '#4a5563';
const ACCENT = '#0b5d7a';
const RULE = '#d5dbe1';
// The site's energy colours (globals.css --epc-*), with the ink that reads on each.
const EPC_COLOURS: Record<string, [string, string]> = {
  a: ['#00703c', '#ffffff'],
  b: ['#25702b', '#ffffff'],
  c: ['#8cc63f', INK],
  d: ['#ffd500', INK],
  e: ['#f7941d', INK],
  f: ['#c2410c', '#ffffff'],
  g: ['#b91c1c', '#ffffff'],
};

let fonts: { regular: string; bold: string } | undefined;
/** The font files, found from the web app's folder at run time (not through the bundle). */
function fontFiles(): { regular: string; bold: string } {
  if (!fonts) {
    const resolve = createRequire(path.join(process.cwd(), 'package.json')).resolve;
    fonts = {
      regular: resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
      bold: resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
    };
  }
  return fonts;
}

/** The brochure as PDF bytes. */
export async function renderBrochure(content: BrochureContent, photos: readonly BrochurePhoto[]): Promise<Buffer> {
  const files = fontFiles();
  const doc = new PDFDocument({
    size: A4,
    margin: MARGIN,
    font: files.regular,
    info: {
      Title: `${content.title} – ${content.reference}`,
      Author: content.agency.name,
      Subject: content.documentTitle,
    },
    lang: content.lang,
    pdfVersion: '1.7',
    // The footer is written on every page once the pages are known.
    bufferPages: true,
  });
  doc.registerFont('regular', files.regular);
  doc.registerFont('bold', files.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  header(doc, content);
  photoBlock(doc, photos);
  factsBlock(doc, content);
  descriptionBlock(doc, content);
  contactBlock(doc, content);
  footer(doc, content);
  doc.end();
  return done;
}

type Doc = PDFKit.PDFDocument;

function header(doc: Doc, content: BrochureContent): void {
  doc.font('regular').fontSize(9).fillColor(MUTED);
  doc.text(content.agency.name, MARGIN, MARGIN, { width: WIDTH / 2, lineBreak: false });
  doc.text(`${content.documentTitle} · ${content.reference}`, MARGIN + WIDTH / 2, MARGIN, {
    width: WIDTH / 2,
    align: 'right',
    lineBreak: false,
  });
  doc
    .moveTo(MARGIN, MARGIN + 14)
    .lineTo(MARGIN + WIDTH, MARGIN + 14)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.y = MARGIN + 24;
  doc.font('bold').fontSize(20).fillColor(INK).text(content.title, MARGIN, doc.y, { width: WIDTH });
  doc.moveDown(0.2);
  doc.font('regular').fontSize(11).fillColor(MUTED).text(content.address, { width: WIDTH });
  doc.moveDown(0.3);
  doc.font('bold').fontSize(16).fillColor(ACCENT).text(content.price, { width: WIDTH });
  doc.moveDown(0.6);
}

function photoBlock(doc: Doc, photos: readonly BrochurePhoto[]): void {
  const [main, ...others] = photos;
  if (!main) return;
  const top = doc.y;
  const mainHeight = Math.min(260, (WIDTH * main.height) / main.width);
  doc.image(main.jpeg, MARGIN, top, { fit: [WIDTH, mainHeight], align: 'center', valign: 'center' });
  let bottom = top + mainHeight;
  if (others.length > 0) {
    const gap = 8;
    const width = (WIDTH - gap) / 2;
    const height = 120;
    others.slice(0, 2).forEach((photo, index) => {
      doc.image(photo.jpeg, MARGIN + index * (width + gap), bottom + gap, {
        fit: [width, height],
        align: 'center',
        valign: 'center',
      });
    });
    bottom += gap + height;
  }
  doc.y = bottom + 14;
}

function heading(doc: Doc, text: string): void {
  doc.font('bold').fontSize(12).fillColor(INK).text(text, MARGIN, doc.y, { width: WIDTH });
  doc.moveDown(0.3);
}

function factsBlock(doc: Doc, content: BrochureContent): void {
  const energyWidth = content.energy ? 150 : 0;
  const tableWidth = WIDTH - energyWidth - (content.energy ? 16 : 0);
  const rowHeight = 17;
  const needed = 22 + Math.max(content.facts.length * rowHeight, content.energy ? 80 : 0);
  if (doc.y + needed > A4[1] - MARGIN - 30) doc.addPage();
  heading(doc, content.keyFactsHeading);
  const top = doc.y;
  content.facts.forEach((fact, index) => {
    const y = top + index * rowHeight;
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(MUTED)
      .text(fact.label, MARGIN, y, { width: tableWidth * 0.56, lineBreak: false, ellipsis: true });
    doc
      .font('bold')
      .fontSize(10)
      .fillColor(INK)
      .text(fact.value, MARGIN + tableWidth * 0.58, y, {
        width: tableWidth * 0.42,
        lineBreak: false,
        ellipsis: true,
      });
    doc
      .moveTo(MARGIN, y + rowHeight - 4)
      .lineTo(MARGIN + tableWidth, y + rowHeight - 4)
      .lineWidth(0.3)
      .strokeColor(RULE)
      .stroke();
  });
  let bottom = top + content.facts.length * rowHeight;
  if (content.energy)
    bottom = Math.max(bottom, energyBlock(doc, content, MARGIN + WIDTH - energyWidth, top, energyWidth));
  doc.y = bottom + 14;
}

/** The label as the site draws it: an arrow in the scale's colour with the label, the region under it. */
function energyBlock(doc: Doc, content: BrochureContent, x: number, y: number, width: number): number {
  const energy = content.energy!;
  const [fill, ink] = (energy.letter && EPC_COLOURS[energy.letter]) || [MUTED, '#ffffff'];
  doc.font('regular').fontSize(9).fillColor(MUTED).text(content.energyLabelHeading, x, y, { width, lineBreak: false });
  const top = y + 14;
  const arrow = width * 0.8;
  doc
    .moveTo(x, top)
    .lineTo(x + arrow - 20, top)
    .lineTo(x + arrow, top + 18)
    .lineTo(x + arrow - 20, top + 36)
    .lineTo(x, top + 36)
    .closePath()
    .fillColor(fill)
    .fill();
  doc
    .font('bold')
    .fontSize(20)
    .fillColor(ink)
    .text(energy.label, x, top + 7, { width: arrow - 20, align: 'center', lineBreak: false });
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(INK)
    .text(energy.region, x, top + 42, { width });
  return doc.y;
}

function descriptionBlock(doc: Doc, content: BrochureContent): void {
  if (!content.description) return;
  if (doc.y > A4[1] - MARGIN - 120) doc.addPage();
  heading(doc, content.descriptionHeading);
  doc.font('regular').fontSize(10).fillColor(INK).text(content.description, MARGIN, doc.y, {
    width: WIDTH,
    lineGap: 2,
    paragraphGap: 4,
  });
  doc.moveDown(1);
}

function contactBlock(doc: Doc, content: BrochureContent): void {
  const qrSize = 96;
  const height = qrSize + 30;
  if (doc.y + height > A4[1] - MARGIN - 24) doc.addPage();
  heading(doc, content.contactHeading);
  const top = doc.y;
  const textWidth = WIDTH - qrSize - 20;
  const lines = [content.agency.phone, content.agency.email, content.agency.address].filter((line): line is string =>
    Boolean(line),
  );
  doc.font('bold').fontSize(11).fillColor(INK).text(content.agency.name, MARGIN, top, { width: textWidth });
  doc.font('regular').fontSize(10).fillColor(INK);
  for (const line of lines) doc.text(line, { width: textWidth });
  doc.moveDown(0.5);
  doc.fontSize(8).fillColor(MUTED).text(content.pageUrl, { width: textWidth, link: content.pageUrl });
  qrCode(doc, content.pageUrl, MARGIN + WIDTH - qrSize, top, qrSize);
  doc
    .fontSize(7)
    .fillColor(MUTED)
    .text(content.scanToView, MARGIN + WIDTH - qrSize - 10, top + qrSize + 4, {
      width: qrSize + 10,
      align: 'center',
    });
  doc.y = Math.max(doc.y, top + height);
}

/** The QR code drawn as squares: sharp at any zoom, a few hundred bytes. */
function qrCode(doc: Doc, url: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  doc.fillColor('#000000');
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) doc.rect(x + column * cell, y + row * cell, cell + 0.05, cell + 0.05);
    }
  }
  doc.fill();
  doc.link(x, y, size, size, url);
}

/** The date it was made, on every page. */
function footer(doc: Doc, content: BrochureContent): void {
  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page += 1) {
    doc.switchToPage(page);
    // Below the bottom margin, where pdfkit would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(8).fillColor(MUTED);
    doc.text(content.madeOn, MARGIN, A4[1] - MARGIN + 10, { width: WIDTH, lineBreak: false, height: 10 });
  }
}
