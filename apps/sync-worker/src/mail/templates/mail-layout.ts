// One mail from a list of blocks: the plain-text part and the HTML part say
// the same thing. Every value is escaped here, once, so a template cannot
// forget it; links come only from the data schemas' http(s) URLs.
import { type TMailAgency, formatPhone } from '@immo/domain';
import { headerText } from '@immo/platform';
import { type MailText, bodyText } from './mail-text';

export type MailBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; text: string }
  /** Label and value rows; with `image`, a small picture beside them (in the HTML only: the text part has the facts). */
  | { type: 'facts'; rows: readonly (readonly [label: string, value: string])[]; image?: { url: string; alt: string } }
  | { type: 'button'; label: string; url: string }
  | { type: 'links'; items: readonly { label: string; url: string; note?: string }[] }
  /** Text a person typed, shown as written (never as HTML, never as a link). */
  | { type: 'quote'; text: string }
  | { type: 'note'; text: string };

export interface MailContent {
  subject: string;
  agency: TMailAgency | undefined;
  blocks: readonly MailBlock[];
  /** Sign with 'Kind regards, the … team' (mails to visitors). */
  signed: boolean;
}

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

const escapeLines = (value: string): string => escapeHtml(value).replace(/\n/g, '<br>');

const COLOR = { text: '#1f2937', muted: '#6b7280', accent: '#1f4e79', line: '#d1d5db', page: '#f3f4f6' };

function blockText(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
    case 'note':
      return bodyText(block.text);
    case 'heading':
      return `${bodyText(block.text)}\n${'-'.repeat(Math.min(60, Array.from(block.text).length))}`;
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${bodyText(value).replace(/\n/g, '\n  ')}`).join('\n');
    case 'button':
      return `${block.label}: ${block.url}`;
    case 'links':
      return block.items
        .map((item) => `- ${bodyText(item.label)}${item.note ? `\n  ${bodyText(item.note)}` : ''}\n  ${item.url}`)
        .join('\n');
    case 'quote':
      return bodyText(block.text)
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n');
  }
}

function factsTable(rows: readonly (readonly [label: string, value: string])[]): string {
  return `<table role="presentation" style="border-collapse:collapse;width:100%;margin:0 0 16px">${rows
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;vertical-align:top;font-weight:normal;color:${COLOR.muted};padding:4px 12px 4px 0;width:40%">${escapeHtml(label)}</th><td style="vertical-align:top;padding:4px 0">${escapeLines(bodyText(value))}</td></tr>`,
    )
    .join('')}</table>`;
}

// A 160 px picture in a cell of its own: mail programs ignore floats and flexbox, not tables.
function factsBesideImage(image: { url: string; alt: string }, facts: string): string {
  return `<table role="presentation" style="border-collapse:collapse;width:100%;margin:0 0 8px"><tr><td style="vertical-align:top;width:160px;padding:4px 16px 0 0"><img src="${escapeHtml(image.url)}" alt="${escapeHtml(bodyText(image.alt))}" width="160" style="display:block;width:160px;height:auto;border:0;border-radius:4px"></td><td style="vertical-align:top">${facts}</td></tr></table>`;
}

function blockHtml(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return `<p style="margin:0 0 16px">${escapeLines(bodyText(block.text))}</p>`;
    case 'note':
      return `<p style="margin:0 0 16px;font-size:13px;color:${COLOR.muted}">${escapeLines(bodyText(block.text))}</p>`;
    case 'heading':
      return `<h2 style="margin:24px 0 8px;font-size:16px;color:${COLOR.accent}">${escapeHtml(bodyText(block.text))}</h2>`;
    case 'facts':
      return block.image ? factsBesideImage(block.image, factsTable(block.rows)) : factsTable(block.rows);
    case 'button':
      return `<p style="margin:0 0 16px"><a href="${escapeHtml(block.url)}" style="display:inline-block;background:${COLOR.accent};color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:4px">${escapeHtml(block.label)}</a></p>`;
    case 'links':
      return `<ul style="margin:0 0 16px;padding-left:20px">${block.items
        .map(
          (item) =>
            `<li style="margin:0 0 8px"><a href="${escapeHtml(item.url)}" style="color:${COLOR.accent}">${escapeHtml(bodyText(item.label))}</a>${item.note ? `<br><span style="color:${COLOR.muted};font-size:13px">${escapeHtml(bodyText(item.note))}</span>` : ''}</li>`,
        )
        .join('')}</ul>`;
    case 'quote':
      return `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid ${COLOR.line};color:${COLOR.text}">${escapeLines(bodyText(block.text))}</blockquote>`;
  }
}

function footerLines(agency: TMailAgency | undefined, text: MailText): string[] {
  const contact =
    agency === undefined
      ? []
      : [agency.name, agency.siteUrl, formatPhone(agency.phone ?? '')].filter((part) => part !== '');
  return [contact.join(' · '), text.t('automatic')].filter((line) => line !== '');
}

/** The subject (one safe header line), the plain text and the HTML of a mail. */
export function composeMail(content: MailContent, text: MailText): ComposedMail {
  const subject = headerText(content.subject);
  const agencyName = content.agency === undefined ? '' : bodyText(content.agency.name);
  const signature = content.signed
    ? [text.t('closing'), ...(agencyName === '' ? [] : [text.t('closingTeam', { agency: agencyName })])]
    : [];
  const footer = footerLines(content.agency, text);

  const plain = [
    ...content.blocks.map(blockText),
    ...(signature.length > 0 ? [signature.join('\n')] : []),
    `--\n${footer.join('\n')}`,
  ].join('\n\n');

  const html = [
    '<!doctype html>',
    `<html lang="${text.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${COLOR.page}">`,
    `<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:${COLOR.text}">`,
    agencyName === ''
      ? ''
      : `<div style="font-size:20px;font-weight:bold;color:${COLOR.accent};padding:0 0 12px;margin:0 0 20px;border-bottom:2px solid ${COLOR.accent}">${escapeHtml(agencyName)}</div>`,
    ...content.blocks.map(blockHtml),
    signature.length > 0 ? `<p style="margin:24px 0 16px">${signature.map(escapeHtml).join('<br>')}</p>` : '',
    `<div style="margin:24px 0 0;padding:12px 0 0;border-top:1px solid ${COLOR.line};font-size:12px;color:${COLOR.muted}">${footer.map(escapeHtml).join('<br>')}</div>`,
    '</div></body></html>',
  ].join('\n');

  return { subject, text: `${plain}\n`, html };
}
