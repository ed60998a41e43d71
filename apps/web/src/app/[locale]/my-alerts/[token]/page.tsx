import {
  criteriaFieldsOf,
  DEMAND_FREQUENCIES,
  formSummary,
  type Locale,
  type ManagedAlert,
  type ManagedAlerts,
} from '@immo/domain';
import { localizePath } from '@immo/i18n';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FormPage } from '@/components/forms/FormPage';
import { AlertCriteriaForm } from '@/components/subscriptions/AlertCriteriaForm';
import { localeParams } from '@/lib/locale-params';
import {
  checkCriteria,
  type CriteriaErrors,
  criteriaOfQuery,
  type CriteriaValues,
  valuesOfAlert,
  valuesOfJson,
} from '@/lib/subscriptions/alert-criteria';
import { loadManagedAlerts } from '@/lib/subscriptions/manage-alerts';
import {
  type AlertChangeResult,
  changeAlertFrequency,
  deleteAlert,
  pauseAlert,
} from '@/lib/subscriptions/manage-alerts-actions';
import styles from '@/components/subscriptions/ManageAlerts.module.css';

interface ManageAlertsRouteProps {
  params: Promise<{ locale: string; token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The page's own original path; the token differs per visitor, so the language switcher keeps it. */
const originalPath = (token: string) => `/my-alerts/${token}/`;

const RESULTS = [
  'criteria',
  'frequency',
  'paused',
  'resumed',
  'deleted',
  'failed',
] as const satisfies readonly AlertChangeResult[];

const resultOf = (value: string | string[] | undefined): AlertChangeResult | null =>
  RESULTS.find((result) => result === value) ?? null;

export async function generateMetadata({ params }: ManageAlertsRouteProps): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'ManageAlerts' });
  // A personal link's page: nothing for a search engine, and its secret address never sent to another site as Referer.
  return { title: t('title'), robots: { index: false, follow: false }, referrer: 'same-origin' };
}

type Translate = Awaited<ReturnType<typeof getTranslations<'ManageAlerts'>>>;
type TranslateForm = Awaited<ReturnType<typeof getTranslations<'DemandRegisterForm'>>>;

/**
 * The page every alert mail links to (its signed token is the last segment;
 * no account): the confirmed alerts of the mail's address, each in words,
 * how often it is sent and whether it runs. Opening it changes nothing; its
 * forms POST (server actions) with or without JavaScript, and a delete asks
 * first, on this page (`?delete=<id>`), so no script is needed for that either;
 * nor to change an alert's criteria (`?edit=<id>` opens its form on this page).
 */
export default async function ManageAlertsPage({ params, searchParams }: ManageAlertsRouteProps) {
  const { locale, token } = await localeParams(params);
  setRequestLocale(locale);
  const [t, tForm, managed, query] = await Promise.all([
    getTranslations({ locale, namespace: 'ManageAlerts' }),
    getTranslations({ locale, namespace: 'DemandRegisterForm' }),
    loadManagedAlerts(token),
    searchParams,
  ]);
  const result = resultOf(query['result']);
  const outcome =
    result === null ? null : (
      <p className={styles.notice} role={result === 'failed' ? 'alert' : 'status'}>
        {t('result', { result })}
      </p>
    );
  if (!managed || managed.alerts.length === 0) {
    // After deleting the last alert its link is gone too: the page says so, not "invalid link".
    const gone = result === 'deleted' || managed?.alerts.length === 0;
    return (
      <FormPage originalPath={originalPath(token)} title={t('title')}>
        {gone ? outcome : null}
        <p role={gone ? undefined : 'alert'}>{gone ? t('none') : t('notFound')}</p>
        <p>
          <a href={localizePath('/demand-register/', locale)}>{t('newSearch')}</a>
        </p>
      </FormPage>
    );
  }
  const deleting = typeof query['delete'] === 'string' ? query['delete'] : null;
  const editing = typeof query['edit'] === 'string' ? query['edit'] : null;
  // Sent back refused: the form as typed, with the reasons the same rules give again here.
  const typed = query['typed'] === '1' ? criteriaOfQuery(query) : null;
  const editOf = (alert: ManagedAlert): CriteriaEdit | null => {
    if (editing !== alert.id) return null;
    if (typed === null) return { values: valuesOfAlert(alert), errors: {} };
    const checked = checkCriteria(typed);
    return { values: valuesOfJson(typed), errors: checked.ok ? {} : checked.errors };
  };
  return (
    <FormPage originalPath={originalPath(token)} title={t('title')} intro={t('intro')}>
      {outcome}
      <ol className={styles.alerts}>
        {managed.alerts.map((alert, index) => (
          <AlertCard
            key={alert.id}
            alert={alert}
            number={index + 1}
            names={managed.names}
            token={token}
            locale={locale}
            confirmingDelete={deleting === alert.id}
            edit={editOf(alert)}
            t={t}
            tForm={tForm}
          />
        ))}
      </ol>
      <p>
        <a href={localizePath('/demand-register/', locale)}>{t('newSearch')}</a>
      </p>
    </FormPage>
  );
}

interface CriteriaEdit {
  values: CriteriaValues;
  errors: CriteriaErrors;
}

interface AlertCardProps {
  alert: ManagedAlert;
  number: number;
  names: ManagedAlerts['names'];
  token: string;
  locale: Locale;
  confirmingDelete: boolean;
  /** The criteria form, open (`?edit=<id>`), with what it starts with. */
  edit: CriteriaEdit | null;
  t: Translate;
  tForm: TranslateForm;
}

function AlertCard({ alert, number, names, token, locale, confirmingDelete, edit, t, tForm }: AlertCardProps) {
  // The demand register's one presentation: the seeker's goal, types and communes by name, the budget in the reader's digits.
  const criteria = formSummary('demand-register', criteriaFieldsOf(alert), locale, names).filter(
    (field) => field.id !== 'frequency',
  );
  const heading = `alert-${alert.id}-title`;
  const hidden = (
    <>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="id" value={alert.id} />
      <input type="hidden" name="locale" value={locale} />
    </>
  );
  return (
    <li id={`alert-${alert.id}`} className={styles.alert} aria-labelledby={heading}>
      <h2 id={heading} className={styles.alertTitle}>
        {t('alertTitle', { number })}
      </h2>
      <dl className={styles.facts}>
        {criteria.map((field) => (
          <div key={field.id}>
            <dt>{field.label}</dt>
            <dd>{field.value}</dd>
          </div>
        ))}
        <div>
          <dt>{t('stateLabel')}</dt>
          <dd>{t('state', { state: alert.paused ? 'paused' : 'active' })}</dd>
        </div>
      </dl>
      {edit ? (
        <AlertCriteriaForm
          alertId={alert.id}
          number={number}
          token={token}
          locale={locale}
          values={edit.values}
          errors={edit.errors}
        />
      ) : (
        <p>
          <a href={`?edit=${alert.id}#alert-${alert.id}-criteria`} rel="nofollow">
            {t('editCriteria')}
          </a>
        </p>
      )}
      <form action={changeAlertFrequency} className={styles.frequency}>
        {hidden}
        <fieldset>
          <legend>{tForm('frequency')}</legend>
          {DEMAND_FREQUENCIES.map((frequency) => (
            <label key={frequency} className={styles.choice}>
              <input type="radio" name="frequency" value={frequency} defaultChecked={alert.frequency === frequency} />
              {tForm('frequencyOption', { frequency })}
            </label>
          ))}
        </fieldset>
        <button type="submit" className={styles.button}>
          {t('frequencySave')}
        </button>
      </form>
      <div className={styles.actions}>
        <form action={pauseAlert}>
          {hidden}
          <input type="hidden" name="paused" value={alert.paused ? 'false' : 'true'} />
          <button type="submit" className={`${styles.button} ${styles.secondary}`}>
            {alert.paused ? t('resume') : t('pause')}
          </button>
        </form>
        {confirmingDelete ? null : (
          <a
            className={`${styles.button} ${styles.secondary}`}
            href={`?delete=${alert.id}#alert-${alert.id}-delete`}
            rel="nofollow"
          >
            {t('delete')}
          </a>
        )}
      </div>
      {confirmingDelete ? (
        <section id={`alert-${alert.id}-delete`} className={styles.confirm} aria-labelledby={`${heading}-delete`}>
          <h3 id={`${heading}-delete`}>{t('deleteConfirmTitle', { number })}</h3>
          <p>{t('deleteConfirmText')}</p>
          <div className={styles.actions}>
            <form action={deleteAlert}>
              {hidden}
              <button type="submit" className={`${styles.button} ${styles.danger}`}>
                {t('deleteConfirm')}
              </button>
            </form>
            <a className={`${styles.button} ${styles.secondary}`} href={`?#alert-${alert.id}`}>
              {t('deleteCancel')}
            </a>
          </div>
        </section>
      ) : null}
    </li>
  );
}
