import type { SiteConfigChange } from '@immo/domain';
import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { ConsoleFrame } from '@/components/console/ConsoleFrame';
import { SiteEditorNav } from '@/components/console/site/SiteEditorNav';
import styles from '@/components/console/site/SiteEditor.module.css';
import { consolePageMetadata } from '@/lib/console/console-metadata';
import { undoChange } from '@/lib/console/site/site-config-actions';
import { siteConfigChanges, siteConfigEditor } from '@/lib/console/site/site-config-bff';
import { localeParams } from '@/lib/locale-params';

interface ChangesRouteProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ done?: string | string[]; refused?: string | string[]; change?: string | string[]; fields?: string | string[] }>;
}

export async function generateMetadata({ params }: ChangesRouteProps): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'ConsoleSite' });
  return consolePageMetadata(t('changes.title'));
}

const REFUSALS = ['changedSince', 'alreadyUndone', 'failed'] as const;
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);
/** A changed value in a line: JSON, cut short. */
const shown = (value: unknown) => {
  const text = JSON.stringify(value) ?? 'null';
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
};

/** The change log, newest first, each with who, when, what, and an undo (a form: no JavaScript needed). */
export default async function ConsoleSiteChangesPage({ params, searchParams }: ChangesRouteProps) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const query = await searchParams;
  const [t, format, editor, changes] = await Promise.all([getTranslations({ locale, namespace: 'ConsoleSite' }), getFormatter({ locale }), siteConfigEditor(), siteConfigChanges()]);
  const refused = REFUSALS.find((key) => key === one(query.refused));
  const undone = new Set((changes ?? []).flatMap((change) => (change.undoOf === null ? [] : [change.undoOf])));
  const what = (change: SiteConfigChange) => (change.entity === 'settings' ? t('changes.settings') : t('changes.menuPage', { key: change.key }));
  return (
    <ConsoleFrame locale={locale} section="site" title={t('changes.title')} intro={t('changes.intro')}>
      {editor && changes ? (
        <>
          <SiteEditorNav locale={locale} current="changes" drafts={editor.drafts} done={one(query.done)} />
          <div role="alert">{refused ? <p className={styles.refused}>{t(`changes.refused.${refused}`, { id: one(query.change) ?? '', fields: one(query.fields) ?? '' })}</p> : null}</div>
          {changes.length === 0 ? <p>{t('changes.empty')}</p> : null}
          <ol className={styles.list}>
            {changes.map((change) => (
              <li key={change.id} data-change={change.id}>
                <strong>{what(change)}</strong>: {t('changes.entry', { id: change.id, when: format.dateTime(new Date(change.createdAt), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Brussels' }), who: change.operatorName ?? t('changes.unknownOperator') })}
                {change.undoOf !== null ? <> {t('changes.undoOf', { id: change.undoOf })}</> : null}
                <ul className={styles.changeFields}>
                  {Object.keys(change.after).map((field) => (
                    <li key={field}>
                      <code>{field}</code>: {shown(change.before[field])} → {shown(change.after[field])}
                    </li>
                  ))}
                </ul>
                {undone.has(change.id) ? null : (
                  <form action={undoChange.bind(null, locale, change.id)}>
                    <button type="submit" className={styles.linkButton} aria-label={t('changes.undoLabel', { id: change.id })}>
                      {t('changes.undo')}
                    </button>
                  </form>
                )}
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </ConsoleFrame>
  );
}
