import { normalizeSearchText } from '../text/normalize-search-text';

/**
 * The agency's property types (spec §3) with stable keys for translations and
 * code; `name` is the CRM's French name.
 */
export const PROPERTY_TYPE_KEYS = ['house', 'apartment', 'land', 'prestige', 'office', 'commercial', 'other'] as const;
export type PropertyTypeKey = (typeof PROPERTY_TYPE_KEYS)[number];

export const PROPERTY_TYPES: readonly { key: PropertyTypeKey; name: string }[] = [
  { key: 'house', name: 'Maison' },
  { key: 'apartment', name: 'Appartement – Loft' },
  { key: 'land', name: 'Terrain' },
  { key: 'prestige', name: 'Prestige' },
  { key: 'office', name: 'Bureau' },
  { key: 'commercial', name: 'Commerce' },
  { key: 'other', name: 'Autres' },
];

// Dash, spacing and case vary between CRM exports ('Appartement - Loft').
const comparable = (name: string): string => normalizeSearchText(name).replace(/[\s\p{Pd}]+/gu, ' ');

/** The key of a CRM type name, or `null` for a name the agency does not use. */
export function propertyTypeKey(name: string): PropertyTypeKey | null {
  const wanted = comparable(name);
  return PROPERTY_TYPES.find((type) => comparable(type.name) === wanted)?.key ?? null;
}
