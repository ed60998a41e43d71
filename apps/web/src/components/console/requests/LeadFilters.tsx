import { type ConsoleAgent, formKinds, type LeadFilter, leadFilterStates, type Locale } from '@immo/domain';
import { requestPaths } from '@/lib/console/requests/request-paths';
import type { MailT, RequestsT } from './request-texts';
import styles from './Requests.module.css';

interface LeadFiltersProps {
  locale: Locale;
  filter: LeadFilter;
  agents: readonly ConsoleAgent[];
  t: RequestsT;
  tMail: MailT;
}

/** A GET form: the filters live in the address (bookmarks, the back button, no JavaScript needed). */
export function LeadFilters({ locale, filter, agents, t, tMail }: LeadFiltersProps) {
  const paths = requestPaths(locale);
  return (
    <form method="get" action={paths.tab('leads')}>
      <fieldset className={styles.filters}>
        <legend>{t('filters.legend')}</legend>
        <label className={styles.field}>
          {t('filters.kind')}
          <select name="kind" defaultValue={filter.kind ?? ''}>
            <option value="">{t('filters.anyKind')}</option>
            {formKinds.map((kind) => (
              <option key={kind} value={kind}>
                {tMail(`forms.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {t('filters.from')}
          <input type="date" name="from" defaultValue={filter.from ?? ''} />
        </label>
        <label className={styles.field}>
          {t('filters.to')}
          <input type="date" name="to" defaultValue={filter.to ?? ''} />
        </label>
        <label className={styles.field}>
          {t('filters.property')}
          <input type="text" name="property" defaultValue={filter.property ?? ''} maxLength={40} />
        </label>
        <label className={styles.field}>
          {t('filters.state')}
          <select name="state" defaultValue={filter.state ?? ''}>
            <option value="">{t('filters.anyState')}</option>
            {leadFilterStates.map((state) => (
              <option key={state} value={state}>
                {t(`states.${state}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {t('filters.agent')}
          <select name="agent" defaultValue={filter.agent ?? ''}>
            <option value="">{t('filters.anyAgent')}</option>
            <option value="none">{t('filters.noAgent')}</option>
            {agents.map((agent) => (
              <option key={agent.email} value={agent.email}>
                {agent.name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {t('filters.q')}
          <input type="search" name="q" defaultValue={filter.q ?? ''} maxLength={200} />
        </label>
        <div className={styles.row}>
          <button type="submit" className={styles.button}>
            {t('filters.apply')}
          </button>
          <a href={paths.tab('leads')}>{t('filters.reset')}</a>
        </div>
      </fieldset>
    </form>
  );
}
