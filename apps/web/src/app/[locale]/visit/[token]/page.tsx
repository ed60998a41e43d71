import type { Locale } from '@immo/domain';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FormPage } from '@/components/forms/FormPage';
import { AppointmentsFull } from '@/components/forms/visit-booking/AppointmentsFull';
import { SlotPicker } from '@/components/forms/visit-booking/SlotPicker';
import { slotDays, visitMoment } from '@/lib/forms/slot-days';
import styles from '@/components/forms/visit-booking/VisitBooking.module.css';
import { getProperty } from '@/lib/bff';
import { localeParams } from '@/lib/locale-params';
import { cancelVisit, moveVisit, type VisitChangeResult } from '@/lib/forms/visit-booking-actions';
import { loadManagedVisit } from '@/lib/forms/visit-booking-manage';

interface VisitRouteProps {
  params: Promise<{ locale: string; token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The page's own original path; the token differs per visitor, so the language switcher keeps it. */
const originalPath = (token: string) => `/visit/${token}/`;

const RESULTS = ['cancelled', 'moved', 'full', 'closed', 'failed'] as const satisfies readonly VisitChangeResult[];

function resultOf(value: string | string[] | undefined): VisitChangeResult | null {
  return RESULTS.find((result) => result === value) ?? null;
}

export async function generateMetadata({ params }: VisitRouteProps): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'VisitBooking' });
  // A personal link's page: nothing for a search engine, and its secret address never sent to another site as Referer
  // ('same-origin': a stricter policy would make the buttons' own POST say Origin: null, which Next refuses).
  return { title: t('manageTitle'), robots: { index: false, follow: false }, referrer: 'same-origin' };
}

/**
 * The page a booked visit's mail links to (its secret is the last segment).
 * Opening it changes nothing; its buttons POST (server actions), with or
 * without JavaScript, and come back here with what happened.
 */
export default async function VisitPage({ params, searchParams }: VisitRouteProps) {
  const { locale, token } = await localeParams(params);
  setRequestLocale(locale);
  const [t, tErrors, visit, query] = await Promise.all([
    getTranslations({ locale, namespace: 'VisitBooking' }),
    getTranslations({ locale, namespace: 'Errors' }),
    loadManagedVisit(token),
    searchParams,
  ]);
  if (!visit) {
    return (
      <FormPage originalPath={originalPath(token)} title={t('manageTitle')}>
        <p role="alert">{t('notFound')}</p>
      </FormPage>
    );
  }
  const { booking, slots } = visit;
  const result = resultOf(query['result']);
  const property = await getProperty(booking.propertyId, locale).catch(() => null);
  const when = visitMoment(booking.start, locale);
  const until = visitMoment(booking.changeableUntil, locale);
  const days = slotDays(slots, locale, (free) => t('freeSeats', { count: free }));

  return (
    <FormPage originalPath={originalPath(token)} title={t('manageTitle')}>
      <Outcome
        result={result}
        texts={{ cancelled: t('cancelled'), moved: t('moved', when), closed: t('changeClosed'), failed: t('failed') }}
      />
      {result === 'full' ? (
        <AppointmentsFull
          message={tErrors('appointmentsFull')}
          nextLabel={t('nextSlots')}
          nextSlots={days.flatMap((day) => day.slots.map((slot) => ({ ...slot, dayLabel: day.label }))).slice(0, 6)}
        />
      ) : null}
      <dl className={styles.facts}>
        <dt>{t('statusLabel')}</dt>
        <dd>{t('status', { status: booking.status })}</dd>
        <dt>{t('manageTitle')}</dt>
        <dd>
          <time dateTime={booking.start}>{t('when', when)}</time>
        </dd>
        {property ? (
          <>
            <dt>{t('property')}</dt>
            <dd>
              {property.title} – {property.city}
            </dd>
          </>
        ) : null}
      </dl>
      {booking.status === 'confirmed' ? (
        <p className={styles.notice}>{booking.changeable ? t('changeUntil', until) : t('changeClosed')}</p>
      ) : null}
      {booking.changeable ? <ChangeForms token={token} locale={locale} days={days} t={t} /> : null}
    </FormPage>
  );
}

function Outcome({
  result,
  texts,
}: {
  result: VisitChangeResult | null;
  texts: Record<'cancelled' | 'moved' | 'closed' | 'failed', string>;
}) {
  if (result === null || result === 'full') return null;
  const failure = result === 'closed' || result === 'failed';
  return (
    <p className={styles.notice} role={failure ? 'alert' : 'status'}>
      {texts[result]}
    </p>
  );
}

type Translate = Awaited<ReturnType<typeof getTranslations<'VisitBooking'>>>;

function ChangeForms({
  token,
  locale,
  days,
  t,
}: {
  token: string;
  locale: Locale;
  days: ReturnType<typeof slotDays>;
  t: Translate;
}) {
  return (
    <>
      {days.length > 0 ? (
        <section className={styles.section} aria-labelledby="visit-move">
          <h2 id="visit-move">{t('moveTitle')}</h2>
          <form action={moveVisit}>
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="locale" value={locale} />
            <SlotPicker days={days} texts={{ legend: t('slotLegend'), hint: t('slotHint') }} />
            <button type="submit" className={styles.button}>
              {t('moveButton')}
            </button>
          </form>
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="visit-cancel">
        <h2 id="visit-cancel">{t('cancelTitle')}</h2>
        <form action={cancelVisit}>
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="locale" value={locale} />
          <button type="submit" className={`${styles.button} ${styles.secondary}`}>
            {t('cancelButton')}
          </button>
        </form>
      </section>
    </>
  );
}
