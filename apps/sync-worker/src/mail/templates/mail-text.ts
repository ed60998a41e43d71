// The words of a mail in its recipient's language: the dictionaries' `Mail`
// group (libs/i18n) formatted as ICU messages, and the dates, amounts and
// names every template shows.
import {
  type FormKind,
  type Locale,
  type MarqueeWord,
  type TMailProperty,
  type TMailRecipient,
  formatDate,
  formatPrice,
} from '@immo/domain';
import { getMessages, type Messages } from '@immo/i18n';
import { IntlMessageFormat } from 'intl-messageformat';

type MailMessages = Messages['Mail'];
export type MailKey = { [K in keyof MailMessages]: MailMessages[K] extends string ? K : never }[keyof MailMessages];
export type MailValues = Readonly<Record<string, string | number>>;

/** The regional variant each language is written in: Belgian French, Dutch and German; British English. */
const LANGUAGE_TAGS: Record<Locale, string> = { fr: 'fr-BE', nl: 'nl-BE', en: 'en-GB', de: 'de-BE' };
/** The agency's clock: a visit at 10:00 is 10:00 in Brussels whatever the server's zone. */
export const MAIL_TIME_ZONE = 'Europe/Brussels';

const formats = new Map<string, IntlMessageFormat>();

function format(locale: Locale, message: string, values: MailValues): string {
  const cacheKey = `${locale}\u0000${message}`;
  let compiled = formats.get(cacheKey);
  if (compiled === undefined) {
    compiled = new IntlMessageFormat(message, LANGUAGE_TAGS[locale]);
    formats.set(cacheKey, compiled);
  }
  return String(compiled.format(values));
}

/** Body text: line breaks kept, other control and format characters dropped. */
export function bodyText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+/gu, ' ')
    .replace(/(?!\n)[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const nonEmpty = (value: string | null | undefined): value is string =>
  value !== undefined && value !== null && value.trim() !== '';

export class MailText {
  private readonly messages: MailMessages;
  private readonly marqueeMessage: string;

  constructor(readonly locale: Locale) {
    const dictionary = getMessages(locale);
    this.messages = dictionary.Mail;
    this.marqueeMessage = dictionary.CrmValues.marquee;
  }

  t(key: MailKey, values: MailValues = {}): string {
    return format(this.locale, this.messages[key], values);
  }

  formName(kind: FormKind): string {
    return this.messages.forms[kind];
  }

  /** The label of a form field, or undefined for a field the dictionary does not know. */
  fieldLabel(key: string): string | undefined {
    return (this.messages.fields as Readonly<Record<string, string>>)[key];
  }

  marquee(word: MarqueeWord): string {
    return format(this.locale, this.marqueeMessage, { value: word });
  }

  /** `mardi 1 décembre 2026`, in Brussels. */
  date(instant: string | Date): string {
    return new Intl.DateTimeFormat(LANGUAGE_TAGS[this.locale], { timeZone: MAIL_TIME_ZONE, dateStyle: 'full' }).format(
      new Date(instant),
    );
  }

  /** `10:00`, in Brussels. */
  time(instant: string | Date): string {
    return new Intl.DateTimeFormat(LANGUAGE_TAGS[this.locale], { timeZone: MAIL_TIME_ZONE, timeStyle: 'short' }).format(
      new Date(instant),
    );
  }

  /** A form's YYYY-MM-DD as the site writes dates (`5/3/2026`). */
  calendarDate(date: string): string {
    return formatDate(date);
  }

  price(amount: number): string {
    return formatPrice(amount);
  }

  yesNo(value: boolean): string {
    return this.t(value ? 'yes' : 'no');
  }

  /** 'Dear Mr Dupont,' or 'Hello Jean,' or 'Hello,'. */
  greeting(recipient: TMailRecipient | undefined): string {
    const name = [recipient?.firstName, recipient?.lastName]
      .filter(nonEmpty)
      .map((part) => part.trim())
      .join(' ');
    if (name === '') return this.t('greetingPlain');
    const lastName = recipient?.lastName?.trim() ?? '';
    const title = recipient?.title !== undefined && lastName !== '' ? recipient.title : 'other';
    return this.t('greeting', { title, lastName, name: bodyText(name) });
  }

  /** The property's title in this language, or in any language it has. */
  propertyTitle(property: TMailProperty): string {
    const titles = property.titles ?? {};
    return property.title ?? titles[this.locale] ?? Object.values(titles).find(nonEmpty) ?? '';
  }

  /** 'Maison 3 chambres à Uccle (réf. 123)', with whatever parts the property has. */
  propertyLabel(property: TMailProperty): string {
    const title = this.propertyTitle(property).trim();
    const city = property.city?.trim() ?? '';
    const name = title !== '' && city !== '' ? this.t('propertyName', { title, city }) : title || city;
    const reference = nonEmpty(property.reference)
      ? this.t('propertyRef', { reference: property.reference.trim() })
      : '';
    if (name === '') return reference;
    return reference === '' ? name : `${name} (${reference})`;
  }
}
