// Everything a property page's booking form needs for its slot picker,
// resolved on the server: the free slots worded in the visitor's language,
// and the texts. The form itself (FormShell, kind 'contact-appointment', the
// visitor's fields, CaptchaField) is the property page's.
import type { Locale } from '@immo/domain';
import { getTranslations } from 'next-intl/server';
import { slotDays, type SlotDay, type SlotPickerTexts } from './slot-days';
import { loadVisitSlots } from './visit-slots';

export interface VisitBookingProps {
  /** False on a sold, rented or withdrawn property, or when the agency books no visits online: offer the visit request instead. */
  bookable: boolean;
  days: SlotDay[];
  picker: SlotPickerTexts;
  /** 'There are no free times…' when bookable but full. */
  noSlots: string;
  /** Errors.appointmentsFull and 'The next free times:', for AppointmentsFull. */
  full: { message: string; nextLabel: string };
}

/** Null when the BFF cannot say (the page then offers the visit request form). */
export async function visitBookingProps(propertyId: number, locale: Locale): Promise<VisitBookingProps | null> {
  const [answer, t, tErrors] = await Promise.all([
    loadVisitSlots(propertyId),
    getTranslations({ locale, namespace: 'VisitBooking' }),
    getTranslations({ locale, namespace: 'Errors' }),
  ]);
  if (!answer) return null;
  return {
    bookable: answer.bookable,
    days: slotDays(answer.slots, locale, (free) => t('freeSeats', { count: free })),
    picker: { legend: t('slotLegend'), hint: t('slotHint') },
    noSlots: t('noSlots'),
    full: { message: tErrors('appointmentsFull'), nextLabel: t('nextSlots') },
  };
}
