'use client';
// The online visit booking form (`contact-appointment`), ready for a property
// page to mount like its other forms: a slot, who comes, the captcha. The
// BFF books the seat with the lead (VisitBookingHandler) and the form ends on
// the 'contact-appointment' thank-you page; a slot taken meanwhile answers 409.
import { CaptchaField } from '@/components/forms/captcha/CaptchaField';
import { FormShell } from '@/components/forms/FormShell';
import { TextAreaField } from '@/components/forms/TextAreaField';
import type { PropertyFormProps } from '@/components/property-forms/form-props';
import { PersonFields } from '@/components/property-forms/PersonFields';
import type { VisitBookingProps } from '@/lib/forms/visit-booking-props';
import { SlotPicker } from './SlotPicker';
import styles from './VisitBooking.module.css';

export interface VisitBookingFormProps extends PropertyFormProps {
  /** visitBookingProps(propertyId, locale), loaded with the page (never cached). */
  booking: VisitBookingProps;
  /** 'Remarks' for the optional message. */
  remarkLabel: string;
}

export default function VisitBookingForm({
  shell,
  texts,
  subjectId,
  challenge,
  captchaTexts,
  headingId,
  booking,
  remarkLabel,
}: VisitBookingFormProps) {
  if (!booking.bookable || booking.days.length === 0) return <p className={styles.notice}>{booking.noSlots}</p>;
  return (
    <FormShell
      {...shell}
      submitLabel={texts.submit}
      hidden={{ propertyId: subjectId }}
      defaultValues={{ propertyId: subjectId }}
      labelledBy={headingId}
    >
      <SlotPicker days={booking.days} texts={booking.picker} />
      <PersonFields texts={texts.person} />
      <TextAreaField name="remark" label={remarkLabel} maxLength={1000} />
      <CaptchaField challenge={challenge} texts={captchaTexts} />
    </FormShell>
  );
}
