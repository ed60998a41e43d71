// Titles and descriptions of generated properties in the four languages:
// templated sentences that read like an agency's listings, some wrapped in
// the HTML the CRM's editor produces (and, rarely, markup the site must strip).
import { crmLanguageIds, type Locale, locales } from '@immo/domain';
import { type Commune, officialName } from './communes';
import type { TypeKey } from './property-types';

export type Feature = 'garden' | 'terrace' | 'garage' | 'view';
export type Markup = 'plain' | 'html' | 'unsafe-html';

export interface TextInput {
  type: TypeKey;
  goal: 0 | 1;
  bedrooms: number | null;
  bathrooms: number | null;
  surface: number;
  commune: Commune;
  feature: Feature;
  /** Index into the location phrases. */
  location: number;
  markup: Markup;
}

export interface CrmDescription {
  LanguageId: number;
  TypeDescription: string;
  Description: string;
}

const FEATURE_NOUN: Record<Feature, Record<Locale, string>> = {
  garden: { fr: 'jardin', nl: 'tuin', en: 'garden', de: 'Garten' },
  terrace: { fr: 'terrasse', nl: 'terras', en: 'terrace', de: 'Terrasse' },
  garage: { fr: 'garage', nl: 'garage', en: 'garage', de: 'Garage' },
  view: { fr: 'vue dégagée', nl: 'open zicht', en: 'open view', de: 'Weitblick' },
};

const FEATURE_SENTENCE: Record<Feature, Record<Locale, string>> = {
  garden: {
    fr: 'Le jardin orienté sud offre une belle intimité.',
    nl: 'De zuidgerichte tuin biedt veel privacy.',
    en: 'The south-facing garden offers plenty of privacy.',
    de: 'Der nach Süden ausgerichtete Garten bietet viel Privatsphäre.',
  },
  terrace: {
    fr: 'Une terrasse ensoleillée prolonge le séjour.',
    nl: 'Een zonnig terras sluit aan op de leefruimte.',
    en: 'A sunny terrace extends the living room.',
    de: 'Eine sonnige Terrasse verlängert den Wohnraum.',
  },
  garage: {
    fr: 'Un garage et une cave complètent ce bien.',
    nl: 'Een garage en een kelder vervolledigen dit pand.',
    en: 'A garage and a cellar complete the property.',
    de: 'Eine Garage und ein Keller runden die Immobilie ab.',
  },
  view: {
    fr: 'De grandes baies vitrées offrent une vue dégagée.',
    nl: 'Grote ramen bieden een open zicht.',
    en: 'Large windows offer an open view.',
    de: 'Große Fensterfronten bieten einen freien Blick.',
  },
};

const LOCATIONS: Record<Locale, string[]> = {
  fr: [
    'à deux pas des commerces',
    'dans un quartier calme et verdoyant',
    'à proximité des transports en commun',
    'près des écoles et des parcs',
  ],
  nl: [
    'vlak bij de winkels',
    'in een rustige, groene buurt',
    'dicht bij het openbaar vervoer',
    'nabij scholen en parken',
  ],
  en: [
    'a short walk from the shops',
    'in a quiet, green neighbourhood',
    'close to public transport',
    'near schools and parks',
  ],
  de: [
    'nur wenige Schritte von den Geschäften',
    'in einem ruhigen, grünen Viertel',
    'nahe den öffentlichen Verkehrsmitteln',
    'in der Nähe von Schulen und Parks',
  ],
};

const CLOSING: Record<Locale, [sale: string, rent: string]> = {
  fr: ['Idéal pour une famille ou un investissement.', 'Disponible rapidement ; visites sur rendez-vous.'],
  nl: ['Ideaal voor een gezin of als investering.', 'Snel beschikbaar; bezoek op afspraak.'],
  en: ['Ideal for a family or as an investment.', 'Available soon; visits by appointment.'],
  de: ['Ideal für eine Familie oder als Kapitalanlage.', 'Bald verfügbar; Besichtigungen nach Vereinbarung.'],
};

// The Belgian cities English has its own name for; the site's English copy
// says Brussels, so the CRM's English city names do too.
const ENGLISH_NAMES: Readonly<Record<string, string>> = {
  '1000': 'Brussels',
  '2000': 'Antwerp',
  '8000': 'Bruges',
  '8400': 'Ostend',
  '9000': 'Ghent',
};

export function cityName(commune: Commune, locale: Locale): string {
  if (locale === 'nl') return commune.nl;
  if (locale === 'de') return commune.de ?? officialName(commune);
  if (locale === 'fr') return commune.fr;
  return ENGLISH_NAMES[commune.zip] ?? officialName(commune);
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function title(input: Pick<TextInput, 'type' | 'bedrooms' | 'surface' | 'feature'>, locale: Locale): string {
  const f = FEATURE_NOUN[input.feature][locale];
  const b = input.bedrooms ?? 0;
  const s = input.surface;
  switch (input.type) {
    case 'house':
      return {
        fr: `Maison ${plural(b, 'chambre', 'chambres')} avec ${f}`,
        nl: `Woning met ${plural(b, 'slaapkamer', 'slaapkamers')} en ${f}`,
        en: `${b}-bedroom house with ${f}`,
        de: `Haus mit ${b} ${b === 1 ? 'Schlafzimmer' : 'Schlafzimmern'} und ${f}`,
      }[locale];
    case 'apartment':
      if (b === 0)
        return { fr: `Studio avec ${f}`, nl: `Studio met ${f}`, en: `Studio with ${f}`, de: `Studio mit ${f}` }[locale];
      return {
        fr: `Appartement ${plural(b, 'chambre', 'chambres')} avec ${f}`,
        nl: `Appartement met ${plural(b, 'slaapkamer', 'slaapkamers')} en ${f}`,
        en: `${b}-bedroom apartment with ${f}`,
        de: `Wohnung mit ${b} ${b === 1 ? 'Schlafzimmer' : 'Schlafzimmern'} und ${f}`,
      }[locale];
    case 'land':
      return {
        fr: `Terrain à bâtir de ${s} m²`,
        nl: `Bouwgrond van ${s} m²`,
        en: `Building plot of ${s} m²`,
        de: `Baugrundstück von ${s} m²`,
      }[locale];
    case 'prestige':
      return {
        fr: `Villa d'exception avec ${f}`,
        nl: `Uitzonderlijke villa met ${f}`,
        en: `Exceptional villa with ${f}`,
        de: `Außergewöhnliche Villa mit ${f}`,
      }[locale];
    case 'office':
      return {
        fr: `Bureaux de ${s} m²`,
        nl: `Kantoorruimte van ${s} m²`,
        en: `Office space of ${s} m²`,
        de: `Bürofläche von ${s} m²`,
      }[locale];
    case 'commercial':
      return {
        fr: `Surface commerciale de ${s} m²`,
        nl: `Handelsruimte van ${s} m²`,
        en: `Retail space of ${s} m²`,
        de: `Gewerbefläche von ${s} m²`,
      }[locale];
    case 'other':
      return { fr: 'Garage fermé', nl: 'Gesloten garagebox', en: 'Closed garage', de: 'Geschlossene Garage' }[locale];
  }
}

function sentences(
  input: TextInput,
  locale: Locale,
): { intro: string; rooms: string | null; feature: string | null; closing: string } {
  const city = cityName(input.commune, locale);
  const where = LOCATIONS[locale][input.location % LOCATIONS[locale].length];
  const s = input.surface;
  const intro = {
    fr: `Ce bien de ${s} m² se trouve à ${city}, ${where}.`,
    nl: `Dit pand van ${s} m² ligt in ${city}, ${where}.`,
    en: `This ${s} m² property is located in ${city}, ${where}.`,
    de: `Diese Immobilie mit ${s} m² liegt in ${city}, ${where}.`,
  }[locale];
  const b = input.bedrooms;
  const baths = input.bathrooms ?? 1;
  const rooms =
    b === null
      ? null
      : {
          fr: `Il comprend un séjour lumineux, une cuisine équipée, ${plural(b, 'chambre', 'chambres')} et ${plural(baths, 'salle de bain', 'salles de bain')}.`,
          nl: `Het omvat een lichtrijke leefruimte, een uitgeruste keuken, ${plural(b, 'slaapkamer', 'slaapkamers')} en ${plural(baths, 'badkamer', 'badkamers')}.`,
          en: `It offers a bright living room, a fitted kitchen, ${plural(b, 'bedroom', 'bedrooms')} and ${plural(baths, 'bathroom', 'bathrooms')}.`,
          de: `Sie bietet einen hellen Wohnraum, eine Einbauküche, ${b} Schlafzimmer und ${baths} Badezimmer.`,
        }[locale];
  const feature = input.type === 'land' || input.type === 'other' ? null : FEATURE_SENTENCE[input.feature][locale];
  return { intro, rooms, feature, closing: CLOSING[locale][input.goal === 0 ? 0 : 1] };
}

export function description(input: TextInput, locale: Locale): string {
  const { intro, rooms, feature, closing } = sentences(input, locale);
  if (input.markup === 'plain') return [intro, rooms, feature, closing].filter(Boolean).join(' ');
  const html = `<p>${intro}${feature ? ` <strong>${feature}</strong>` : ''}</p><p>${[rooms, closing].filter(Boolean).join('<br>')}</p>`;
  // What a copy-paste from a web page into the CRM's editor can carry: the
  // site must strip it (docs/crm-export.md, "Messy values").
  return input.markup === 'unsafe-html' ? `${html}<script>alert('crm')</script><img src="x" onerror="alert(1)">` : html;
}

/** The CRM's Descriptions list: one entry per language, NL 1, FR 2, EN 3, DE 4. */
export function descriptions(input: TextInput): CrmDescription[] {
  return [...locales]
    .sort((a, b) => crmLanguageIds[a] - crmLanguageIds[b])
    .map((locale) => ({
      LanguageId: crmLanguageIds[locale],
      TypeDescription: title(input, locale),
      Description: description(input, locale),
    }));
}
