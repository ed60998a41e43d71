import { MARQUEE_NONE } from './goal-and-marquee';

// The CRM's marquee codes. Its `MarqueeName` is the agent's word for the code
// ("Compromis en cours"); the site words the code in the visitor's language
// (dictionary `CrmValues.marquee`) and never shows the name.
const WORDS = { 1: 'new', 2: 'option', 3: 'sold', 4: 'rented', 5: 'saleAgreed' } as const;

export type MarqueeWord = (typeof WORDS)[keyof typeof WORDS];
export const marqueeWords = Object.values(WORDS) as MarqueeWord[];

/** The word of a marquee code, or null for none and for a code this site does not know. */
export function marqueeWord(code: number): MarqueeWord | null {
  if (code === MARQUEE_NONE) return null;
  return (WORDS as Record<number, MarqueeWord>)[code] ?? null;
}
