import { alternates, localizePath, type Locale } from '@immo/i18n';

export interface ProjectPathInput {
  id: number;
  city: string;
  /** The project's name in the language of the URL. */
  name: string;
}

/** The canonical project URL, e.g. `/fr/projets/spa/les-jardins-du-parc/9001/`. */
export function projectPath({ id, city, name }: ProjectPathInput, locale: Locale): string {
  return localizePath(`/project/${id}/`, locale, { city, title: name });
}

/** A project's URL in every language, each with that language's city and name. */
export function projectAlternates(project: {
  id: number;
  cities: Partial<Record<Locale, string>>;
  names: Partial<Record<Locale, string>>;
}): Record<Locale, string> {
  return alternates(`/project/${project.id}/`, { city: project.cities, title: project.names });
}
