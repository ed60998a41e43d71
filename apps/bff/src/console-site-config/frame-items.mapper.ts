// The top bar's and the footer's rows: the fields their forms change, and
// the forms' boxes showing them.
import {
  type FooterBlockFormOutput,
  locales,
  type LocalizedText,
  pickLocalized,
  type TopBarItemFormOutput,
} from '@immo/domain';
import type { FooterBlockEntity, TopBarItemEntity } from '@immo/db';
import type { FormValues, StoredFields } from './site-config-fields.mapper';

const compact = (texts: Record<string, string>): LocalizedText =>
  Object.fromEntries(Object.entries(texts).filter(([, text]) => text !== '')) as LocalizedText;
const boxes = (prefix: string, read: (locale: string) => string | boolean): FormValues =>
  Object.fromEntries(locales.map((locale) => [`${prefix}.${locale}`, read(locale)]));

export function topBarItemFields(form: TopBarItemFormOutput): StoredFields {
  return {
    status: form.status,
    sort: form.sort,
    labels: compact(form.labels),
    link: form.link,
    icon: form.icon,
    colour: form.colour,
  };
}

export function topBarItemFormValues(item: TopBarItemEntity): FormValues {
  return {
    status: item.status,
    sort: String(item.sort),
    ...boxes('labels', (locale) => item.labels[locale as keyof LocalizedText] ?? ''),
    link: item.link,
    icon: item.icon ?? '',
    colour: item.colour ?? '',
  };
}

export const topBarItemName = (item: TopBarItemEntity): string => pickLocalized(item.labels, 'fr') || item.link;

/** A language's text is kept with its public flag even when emptied, as an SQL edit would leave it. */
function publicTexts(texts: Record<string, string>, flags: Record<string, boolean>) {
  return Object.fromEntries(
    locales.flatMap((locale) =>
      texts[locale] === '' && !flags[locale]
        ? []
        : [[locale, { text: texts[locale] ?? '', public: flags[locale] === true }]],
    ),
  );
}

export function footerBlockFields(form: FooterBlockFormOutput): StoredFields {
  return {
    sort: form.sort,
    titles: compact(form.titles),
    introTexts: publicTexts(form.introTexts, form.introPublic),
    fullTexts: publicTexts(form.fullTexts, form.fullPublic),
    col: { sm: form.colSm, md: form.colMd, lg: form.colLg },
  };
}

export function footerBlockFormValues(block: FooterBlockEntity): FormValues {
  return {
    sort: String(block.sort),
    ...boxes('titles', (locale) => block.titles[locale as keyof LocalizedText] ?? ''),
    ...boxes('introTexts', (locale) => block.introTexts[locale]?.text ?? ''),
    ...boxes('introPublic', (locale) => block.introTexts[locale]?.public === true),
    ...boxes('fullTexts', (locale) => block.fullTexts[locale]?.text ?? ''),
    ...boxes('fullPublic', (locale) => block.fullTexts[locale]?.public === true),
    colSm: String(block.col.sm),
    colMd: String(block.col.md),
    colLg: String(block.col.lg),
  };
}

export const footerBlockName = (block: FooterBlockEntity): string =>
  pickLocalized(block.titles, 'fr') || `#${block.id}`;
