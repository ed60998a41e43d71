import { type Locale } from '@immo/domain';
import en from '../../messages/en.json';
import nl from '../../messages/nl.json';
import nlAgency from '../../messages/nl-agency.json';
import fr from '../../messages/fr.json';
import de from '../../messages/de.json';
import { deepMerge } from './deep-merge';

/** The English file is the source of the key types (next-intl's AppConfig). */
export type Messages = typeof en;

// Typing each file as Messages makes a key missing from a translation a
// compile error as well as a test failure.
const dictionaries: Record<Locale, Messages> = {
  en,
  nl: deepMerge<Messages>(nl, nlAgency),
  fr,
  de,
};

/** The full dictionary of a language; Dutch carries the agency's override. */
export function getMessages(locale: Locale): Messages {
  return dictionaries[locale];
}
