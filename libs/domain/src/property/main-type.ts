import { normalizeSearchText } from '../text/normalize-search-text';

// The CRM names each property's main type in French ("Appartement",
// "Maison"). The site words it in the visitor's language from the key.
export const MAIN_TYPE_KEYS = [
  'house',
  'apartment',
  'villa',
  'land',
  'office',
  'commercial',
  'garage',
  'prestige',
] as const;
export type MainTypeKey = (typeof MAIN_TYPE_KEYS)[number];

const NAMES: Readonly<Record<string, MainTypeKey>> = {
  maison: 'house',
  appartement: 'apartment',
  'appartement loft': 'apartment',
  villa: 'villa',
  terrain: 'land',
  bureau: 'office',
  commerce: 'commercial',
  garage: 'garage',
  prestige: 'prestige',
};

/** The key of a CRM main type name (`Appartement – Loft` → `apartment`), or `null` for a name not known. */
export function mainTypeKey(name: string): MainTypeKey | null {
  const comparable = normalizeSearchText(name).replace(/[\s\p{Pd}]+/gu, ' ');
  return NAMES[comparable] ?? null;
}
