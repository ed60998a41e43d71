import { stripAccents } from './strip-accents';

/**
 * A URL segment: lower-case ASCII words joined by single hyphens
 * (`Appartement – Loft` → `appartement-loft`). Every other character,
 * apostrophes and dashes included, separates words.
 */
export function slugify(text: string): string {
  return stripAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
