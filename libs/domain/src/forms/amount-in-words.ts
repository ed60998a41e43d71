// An offer's price written out, as on a signed offer, proposed to the bidder
// from the digits they typed (they may still edit it). Whole euros up to
// 999,999,999 and the cents, in the visitor's language, in the spelling a
// Belgian notary expects: French with septante and nonante and the
// traditional hyphens, Dutch and German as compound words.
import { type Locale } from '../locale';

export const AMOUNT_IN_WORDS_MAX = 999_999_999.99;

interface Groups {
  millions: number;
  thousands: number;
  units: number;
}

function groupsOf(euros: number): Groups {
  return { millions: Math.floor(euros / 1_000_000), thousands: Math.floor(euros / 1000) % 1000, units: euros % 1000 };
}

// ---- French (Belgium) ----
const FR_UNITS = [
  'zéro',
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
  'dix-sept',
  'dix-huit',
  'dix-neuf',
];
const FR_TENS = ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante', 'septante', 'quatre-vingt', 'nonante'];

/**
 * 1–999. `final`: nothing but a noun (million, euros) follows, so 'cents'
 * and 'quatre-vingts' take their plural s; before 'mille', which is
 * invariable, they do not ('deux cent mille').
 */
function frenchBelowThousand(value: number, final: boolean): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  const words: string[] = [];
  if (hundreds > 0) {
    const plural = hundreds > 1 && rest === 0 && final ? 's' : '';
    words.push(hundreds === 1 ? 'cent' : `${FR_UNITS[hundreds]} cent${plural}`);
  }
  if (rest > 0) words.push(frenchBelowHundred(rest, final));
  return words.join(' ');
}

function frenchBelowHundred(value: number, final: boolean): string {
  if (value < 20) return FR_UNITS[value] ?? '';
  const tens = Math.floor(value / 10);
  const unit = value % 10;
  const ten = FR_TENS[tens] ?? '';
  if (unit === 0) return tens === 8 && final ? 'quatre-vingts' : ten;
  // 'vingt et un' … 'nonante et un', but 'quatre-vingt-un'.
  if (unit === 1 && tens !== 8) return `${ten} et un`;
  return `${ten}-${FR_UNITS[unit]}`;
}

function frenchEuros(euros: number): string {
  if (euros === 0) return 'zéro euro';
  const { millions, thousands, units } = groupsOf(euros);
  const words: string[] = [];
  if (millions > 0) words.push(`${frenchBelowThousand(millions, true)} million${millions > 1 ? 's' : ''}`);
  if (thousands > 0) words.push(thousands === 1 ? 'mille' : `${frenchBelowThousand(thousands, false)} mille`);
  if (units > 0) words.push(frenchBelowThousand(units, true));
  // 'un million d'euros' (million is a noun), 'deux cents euros'.
  const currency = euros === 1 ? ' euro' : thousands === 0 && units === 0 ? " d'euros" : ' euros';
  return words.join(' ') + currency;
}

function frenchCents(cents: number): string {
  return `${frenchBelowHundred(cents, true)} centime${cents > 1 ? 's' : ''}`;
}

// ---- Dutch ----
const NL_UNITS = [
  'nul',
  'een',
  'twee',
  'drie',
  'vier',
  'vijf',
  'zes',
  'zeven',
  'acht',
  'negen',
  'tien',
  'elf',
  'twaalf',
  'dertien',
  'veertien',
  'vijftien',
  'zestien',
  'zeventien',
  'achttien',
  'negentien',
];
const NL_TENS = ['', '', 'twintig', 'dertig', 'veertig', 'vijftig', 'zestig', 'zeventig', 'tachtig', 'negentig'];

function dutchBelowHundred(value: number): string {
  if (value < 20) return NL_UNITS[value] ?? '';
  const unit = value % 10;
  const ten = NL_TENS[Math.floor(value / 10)] ?? '';
  if (unit === 0) return ten;
  const unitWord = NL_UNITS[unit] ?? '';
  // A trema where two vowels would merge: tweeëntwintig, drieëndertig.
  return `${unitWord}${unitWord.endsWith('e') ? 'ën' : 'en'}${ten}`;
}

function dutchBelowThousand(value: number): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  const head = hundreds === 0 ? '' : hundreds === 1 ? 'honderd' : `${NL_UNITS[hundreds]}honderd`;
  return head + (rest > 0 ? dutchBelowHundred(rest) : '');
}

function dutchEuros(euros: number): string {
  if (euros === 0) return 'nul euro';
  const { millions, thousands, units } = groupsOf(euros);
  const words: string[] = [];
  if (millions > 0) words.push(`${dutchBelowThousand(millions)} miljoen`);
  // One word up to 'duizend', a space after it (Taalunie): tweeduizend vijfhonderd.
  if (thousands > 0) words.push(thousands === 1 ? 'duizend' : `${dutchBelowThousand(thousands)}duizend`);
  if (units > 0) words.push(dutchBelowThousand(units));
  return `${words.join(' ')} euro`;
}

// ---- English (British 'and') ----
const EN_UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function englishBelowHundred(value: number): string {
  if (value < 20) return EN_UNITS[value] ?? '';
  const unit = value % 10;
  const ten = EN_TENS[Math.floor(value / 10)] ?? '';
  return unit === 0 ? ten : `${ten}-${EN_UNITS[unit]}`;
}

function englishBelowThousand(value: number): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  if (hundreds === 0) return englishBelowHundred(rest);
  return `${EN_UNITS[hundreds]} hundred${rest > 0 ? ` and ${englishBelowHundred(rest)}` : ''}`;
}

function englishEuros(euros: number): string {
  if (euros === 0) return 'zero euros';
  const { millions, thousands, units } = groupsOf(euros);
  const words: string[] = [];
  if (millions > 0) words.push(`${englishBelowThousand(millions)} million`);
  if (thousands > 0) words.push(`${englishBelowThousand(thousands)} thousand`);
  // 'one million and one', 'two thousand and fifty'.
  if (units > 0) words.push(`${units < 100 && words.length > 0 ? 'and ' : ''}${englishBelowThousand(units)}`);
  return `${words.join(' ')} euro${euros === 1 ? '' : 's'}`;
}

// ---- German (one word below a million) ----
const DE_UNITS = [
  'null',
  'eins',
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'acht',
  'neun',
  'zehn',
  'elf',
  'zwölf',
  'dreizehn',
  'vierzehn',
  'fünfzehn',
  'sechzehn',
  'siebzehn',
  'achtzehn',
  'neunzehn',
];
const DE_TENS = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];

/** `one`: how a trailing 1 is written ('eins' at the end, 'ein' before tausend, 'eine' before Millionen). */
function germanBelowThousand(value: number, one: 'eins' | 'ein' | 'eine'): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  // 'einhundert', as on a cheque, so nothing can be written in front.
  const head = hundreds === 0 ? '' : `${hundreds === 1 ? 'ein' : DE_UNITS[hundreds]}hundert`;
  if (rest === 0) return head;
  if (rest === 1) return head + one;
  if (rest < 20) return head + (DE_UNITS[rest] ?? '');
  const unit = rest % 10;
  const ten = DE_TENS[Math.floor(rest / 10)] ?? '';
  return head + (unit === 0 ? ten : `${unit === 1 ? 'ein' : DE_UNITS[unit]}und${ten}`);
}

function germanEuros(euros: number): string {
  if (euros === 0) return 'null Euro';
  if (euros === 1) return 'ein Euro';
  const { millions, thousands, units } = groupsOf(euros);
  const words: string[] = [];
  if (millions > 0) words.push(millions === 1 ? 'eine Million' : `${germanBelowThousand(millions, 'eine')} Millionen`);
  const below =
    (thousands > 0 ? `${germanBelowThousand(thousands, 'ein')}tausend` : '') + germanBelowThousand(units, 'eins');
  if (below !== '') words.push(below);
  return `${words.join(' ')} Euro`;
}

const spellers: Record<Locale, { euros: (euros: number) => string; cents: (cents: number) => string; and: string }> = {
  fr: { euros: frenchEuros, cents: frenchCents, and: 'et' },
  nl: { euros: dutchEuros, cents: (cents) => `${dutchBelowHundred(cents)} cent`, and: 'en' },
  en: {
    euros: englishEuros,
    cents: (cents) => `${englishBelowHundred(cents)} cent${cents === 1 ? '' : 's'}`,
    and: 'and',
  },
  de: {
    euros: germanEuros,
    cents: (cents) => `${cents === 1 ? 'ein' : germanBelowThousand(cents, 'eins')} Cent`,
    and: 'und',
  },
};

/**
 * An amount in euros written out in a language: `350000, 'fr'` → 'trois cent
 * cinquante mille euros'; cents, when there are any, in words too ('… euros
 * et cinquante centimes'). Throws a RangeError outside 0–999,999,999.99.
 */
export function amountInWords(amount: number, locale: Locale): string {
  if (!Number.isFinite(amount) || amount < 0 || amount > AMOUNT_IN_WORDS_MAX) {
    throw new RangeError(`amountInWords: ${amount} is not an amount from 0 to ${AMOUNT_IN_WORDS_MAX}`);
  }
  const totalCents = Math.round(amount * 100);
  const euros = Math.floor(totalCents / 100);
  const cents = totalCents % 100;
  const speller = spellers[locale];
  if (cents === 0) return speller.euros(euros);
  if (euros === 0) return speller.cents(cents);
  return `${speller.euros(euros)} ${speller.and} ${speller.cents(cents)}`;
}
