import { normalizeSearchText } from '../text/normalize-search-text';

// The CRM's main type names (French) whose plot is one of the facts a buyer
// compares at a glance: a house stands on its own plot, land is only a plot.
// A flat's plot is the building's, shared; offices, shops, garages and the
// 'Prestige' category (a villa as often as a penthouse) show none on a card.
const PLOT_TYPES: ReadonlySet<string> = new Set([
  'maison',
  'villa',
  'fermette',
  'bungalow',
  'chalet',
  'maison de maitre',
  'terrain',
]);

const comparableType = (name: string): string => normalizeSearchText(name).replace(/[\s\p{Pd}]+/gu, ' ');

/** Whether a CRM main type (French) is a house or land, whose plot area a card shows. */
export function showsPlotArea(mainTypeName: string): boolean {
  return PLOT_TYPES.has(comparableType(mainTypeName));
}

export interface CardFactsSource {
  mainTypeName: string;
  bedrooms: number | null;
  livingSurface: number | null;
  groundSurface: number | null;
}

/** The key facts of a card; a fact the CRM did not give (or gave as 0) is null, never shown as 0. */
export interface CardFacts {
  livingArea: number | null;
  bedrooms: number | null;
  plotArea: number | null;
}

const known = (value: number | null): number | null =>
  value !== null && Number.isFinite(value) && value > 0 ? value : null;

export function cardFacts(property: CardFactsSource): CardFacts {
  return {
    livingArea: known(property.livingSurface),
    bedrooms: known(property.bedrooms),
    plotArea: showsPlotArea(property.mainTypeName) ? known(property.groundSurface) : null,
  };
}
