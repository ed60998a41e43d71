// The property forms' sentences, resolved on the server and handed to the
// client forms as plain strings (the kit's way: no dictionary in the browser).
import {
  CONTACT_TIME_SLOTS,
  CONTACT_TITLES,
  CV_MAX_BYTES,
  formatPrice,
  type Locale,
  type RentTerms,
} from '@immo/domain';
import { getTranslations } from 'next-intl/server';
import { VALUE_MARK } from './value-mark';

export interface Choice {
  value: string;
  label: string;
}

/** A person's fields (the visitor's, or an offer's buyers). */
export interface PersonTexts {
  title: string;
  titlePlaceholder: string;
  titles: Choice[];
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  houseNumber: string;
  box: string;
  zip: string;
  city: string;
}

export interface PropertyFormTexts {
  title: string;
  intro: string;
  submit: string;
  person: PersonTexts;
  remark: string;
  contactPreference: string;
  contactBy: Choice[];
  timeSlots: string;
  slots: Choice[];
  /** contact-me */
  request: string;
  requests: Choice[];
  /** send-to-friend */
  yourName: string;
  friendName: string;
  friendEmail: string;
  message: string;
  /** document-request */
  alreadyRequested: string;
  /** offer */
  offer: Record<
    | 'amount'
    | 'amountInWords'
    | 'amountInWordsHint'
    | 'startDate'
    | 'endDate'
    | 'place'
    | 'signDate'
    | 'validUntil'
    | 'validityHint'
    | 'personA'
    | 'personB'
    | 'conditions'
    | 'financingLegend'
    | 'financingHint'
    | 'financingAmount'
    | 'bankDeadline'
    | 'advanceNotice'
    | 'binding'
    | 'acceptTerms',
    string
  > & { advanceAmount: string };
  /** rent-application */
  rent: Record<
    | 'occupants'
    | 'income'
    | 'profession'
    | 'startDate'
    | 'cv'
    | 'cvHint'
    | 'cvSending'
    | 'cvAttached'
    | 'cvRetryAt'
    | 'cvChooseAgain',
    string
  > & {
    terms: string[];
    termsTitle: string;
  };
  /** A project's request */
  unit: string;
}

export interface PropertyFormSubjectTexts {
  title: string;
  city: string;
  reference: string;
  rentTerms?: RentTerms | null;
}

/** Every text the property forms show, for one property or project. */
export async function propertyFormTexts(
  locale: Locale,
  subject: PropertyFormSubjectTexts,
  form:
    | 'contact-me'
    | 'document-request'
    | 'send-to-friend'
    | 'offer'
    | 'rent-application'
    | 'contact-construction'
    | 'contact-appointment',
): Promise<PropertyFormTexts> {
  const [t, tContact, tFriend, tOffer, tRent, tDocs, tProject, tAppointment] = await Promise.all([
    getTranslations({ locale, namespace: 'Form' }),
    getTranslations({ locale, namespace: 'PropertyContactForm' }),
    getTranslations({ locale, namespace: 'SendToFriendForm' }),
    getTranslations({ locale, namespace: 'OfferForm' }),
    getTranslations({ locale, namespace: 'RentApplicationForm' }),
    getTranslations({ locale, namespace: 'DocumentRequest' }),
    getTranslations({ locale, namespace: 'ConstructionForm' }),
    getTranslations({ locale, namespace: 'Appointment' }),
  ]);
  const names = { title: subject.title, city: subject.city, reference: subject.reference };
  const heading = ((): [title: string, intro: string, submit: string] => {
    switch (form) {
      case 'contact-me':
        return [tContact('title'), tContact('subject', names), tContact('submit')];
      case 'document-request':
        return [tDocs('title'), tDocs('intro'), tDocs('submit')];
      case 'send-to-friend':
        return [tFriend('title'), tContact('subject', names), tFriend('submit')];
      case 'offer':
        return [tOffer('title'), tOffer('intro', names), tOffer('submit')];
      case 'rent-application':
        return [tRent('title'), tRent('intro', names), tRent('submit')];
      case 'contact-construction':
        return [tProject('title'), tProject('intro'), tProject('submit')];
      case 'contact-appointment':
        return [
          tAppointment('title'),
          tAppointment('intro', { title: subject.title, city: subject.city }),
          tAppointment('confirm'),
        ];
    }
  })();
  const terms = subject.rentTerms;
  const rentTermLines = terms
    ? [
        ...(terms.minimumIncome !== null
          ? [tAppointment('minimumIncome', { income: formatPrice(terms.minimumIncome) })]
          : []),
        ...(terms.maximumPersons !== null ? [tAppointment('maximumOccupants', { count: terms.maximumPersons })] : []),
        tAppointment('firstPayment', { months: terms.depositMonths }),
        ...(terms.firstPayment !== null
          ? [tRent('firstPaymentAmount', { amount: formatPrice(terms.firstPayment) })]
          : []),
      ]
    : [];
  return {
    title: heading[0],
    intro: heading[1],
    submit: heading[2],
    person: {
      title: t('title'),
      titlePlaceholder: t('titlePlaceholder'),
      titles: CONTACT_TITLES.map((title) => ({ value: title, label: t('titleOption', { title }) })),
      firstName: t('firstName'),
      lastName: t('lastName'),
      email: t('email'),
      phone: t('phone'),
      street: t('street'),
      houseNumber: t('houseNumber'),
      box: t('box'),
      zip: t('zip'),
      city: t('city'),
    },
    remark: t('remark'),
    contactPreference: t('contactPreference'),
    contactBy: (['email', 'phone'] as const).map((channel) => ({ value: channel, label: t('contactBy', { channel }) })),
    timeSlots: t('timeSlots'),
    slots: CONTACT_TIME_SLOTS.map((slot) => ({ value: slot, label: slot.replace('-', ' – ') })),
    request: tContact('request'),
    requests: (['info', 'visit'] as const).map((request) => ({
      value: request,
      label: tContact('requestOption', { request }),
    })),
    yourName: tFriend('yourName'),
    friendName: tFriend('friendName'),
    friendEmail: tFriend('friendEmail'),
    message: t('message'),
    alreadyRequested: tDocs('alreadyRequested'),
    offer: {
      amount: tOffer('amount'),
      amountInWords: tOffer('amountInWords'),
      amountInWordsHint: tOffer('amountInWordsHint'),
      startDate: tOffer('startDate'),
      endDate: tOffer('endDate'),
      place: tOffer('place'),
      signDate: tOffer('signDate'),
      validUntil: tOffer('validUntil'),
      validityHint: tOffer('validityHint'),
      personA: tOffer('personA'),
      personB: tOffer('personB'),
      conditions: tOffer('conditions'),
      financingLegend: tOffer('financingLegend'),
      financingHint: tOffer('financingHint'),
      financingAmount: tOffer('financingAmount'),
      bankDeadline: tOffer('bankDeadline'),
      advanceNotice: tOffer('advanceNotice', { percent: 10 }),
      binding: tOffer('binding'),
      acceptTerms: tOffer('acceptTerms'),
      advanceAmount: tOffer('advanceAmount', { amount: VALUE_MARK }),
    },
    rent: {
      occupants: tRent('occupants'),
      income: tRent('income'),
      profession: tRent('profession'),
      startDate: tRent('startDate'),
      cv: t('cv'),
      cvHint: tRent('cvHint', { size: CV_MAX_BYTES / (1024 * 1024) }),
      cvSending: tRent('cvSending'),
      cvAttached: tRent('cvAttached', { name: VALUE_MARK }),
      cvRetryAt: tRent('cvRetryAt', { time: VALUE_MARK }),
      cvChooseAgain: tRent('cvChooseAgain', { name: VALUE_MARK }),
      terms: rentTermLines,
      termsTitle: tAppointment('rentConditionsTitle'),
    },
    unit: tProject('unit'),
  };
}
