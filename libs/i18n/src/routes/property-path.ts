import { type Locale } from '@immo/domain';
import { localizePath } from './localize-path';

export interface PropertyPathInput {
  id: number;
  goal: number;
  city: string;
  title: string;
}

/** The canonical detail URL, e.g. `/fr/a-vendre/liege/maison-3-chambres/123/`. */
export function propertyPath({ id, goal, city, title }: PropertyPathInput, locale: Locale): string {
  return localizePath(`/property/${id}/`, locale, { goal, city, title });
}
