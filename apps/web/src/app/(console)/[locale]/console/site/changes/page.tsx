import { type ChangeReading, type SiteConfigChange, siteChangeLines } from '@immo/domain';
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
  searchParams: Promise<{
    done?: string | string[];
    refused?: string | string[];
    change?: string | string[];
    fields?: string | string[];
  }>;
}

export async function generateMetadata({ params }: ChangesRouteProps): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'ConsoleSite' });
  return consolePageMetadata(t('changes.title'));
}

const REFUSALS = ['changedSince', 'alreadyUndone', 'failed'] as const;
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);
/** A long text (a footer column's) cut short: the line says what changed, the form shows it whole. */
const cut = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);

/** The change log, newest first, each with who, when, what, each field changed in words (siteChangeLines), and an undo (a form: no JavaScript needed). */
export default async function ConsoleSiteChangesPage({ params, searchParams }: ChangesRouteProps) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const query = await searchParams;
  const [t, format, editor, changes] = await Promise.all([
    getTranslations({ locale, namespace: 'ConsoleSite' }),
    getFormatter({ locale }),
    siteConfigEditor(),
    siteConfigChanges(),
  ]);
  const refused = REFUSALS.find((key) => key === one(query.refused));
  const undone = new Set((changes ?? []).flatMap((change) => (change.undoOf === null ? [] : [change.undoOf])));
  const nameIn = (rows: { id: number; name: string }[] | undefined, key: string) =>
    rows?.find((row) => String(row.id) === key)?.name ?? key;
  const what = (change: SiteConfigChange) =>
    change.entity === 'settings'
      ? t('changes.settings')
      : change.entity === 'menu-page'
        ? t('changes.menuPage', { key: nameIn(editor?.pages, change.key) })
        : change.entity === 'top-bar-item'
          ? t('changes.topBarItem', { name: nameIn(editor?.topBarItems, change.key) })
          : t('changes.footerBlock', { name: nameIn(editor?.footerBlocks, change.key) });
  // The lines name their labels and choices by message key (siteChangeLines): looked up as such.
  const byKey = t as unknown as (key: string, values?: Record<string, string>) => string;
  const words = (reading: ChangeReading): string => {
    switch (reading.kind) {
      case 'empty':
        return t('changes.nothing');
      case 'yes':
        return t('changes.yes');
      case 'no':
        return t('changes.no');
      case 'choice':
        return byKey(reading.key);
      case 'page':
        return nameIn(editor?.pages, String(reading.id));
      case 'text':
        return cut(reading.text);
    }
  };
  return (
    <ConsoleFrame locale={locale} section="site" title={t('changes.title')} intro={t('changes.intro')}>
      {editor && changes ? (
        <>
          <SiteEditorNav locale={locale} current="changes" drafts={editor.drafts} done={one(query.done)} />
          <div role="alert">
            {refused ? (
              <p className={styles.refused}>
                {t(`changes.refused.${refused}`, { id: one(query.change) ?? '', fields: one(query.fields) ?? '' })}
              </p>
            ) : null}
          </div>
          {changes.length === 0 ? <p>{t('changes.empty')}</p> : null}
          <ol className={styles.list}>
            {changes.map((change) => (
              <li key={change.id} data-change={change.id}>
                <strong>{what(change)}</strong>:{' '}
                {t('changes.entry', {
                  id: change.id,
                  when: format.dateTime(new Date(change.createdAt), {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                    timeZone: 'Europe/Brussels',
                  }),
                  who: change.operatorName ?? t('changes.unknownOperator'),
                })}
                {change.undoOf !== null ? <> {t('changes.undoOf', { id: change.undoOf })}</> : null}
                <ul className={styles.changeFields}>
                  {siteChangeLines(change.entity, change.before, change.after).map((line, index) => (
                    <li key={index} data-testid="change-line">
                      <span className={styles.changeLabel}>
                        {byKey(line.label, { language: line.language ? t(`languages.${line.language}`) : '' })}
                      </span>
                      : <span className={styles.changeBefore}>{words(line.before)}</span>{' '}
                      <span aria-hidden="true">→</span>
                      <span className="visually-hidden">{t('changes.becomes')}</span>{' '}
                      <span className={styles.changeAfter}>{words(line.after)}</span>
                    </li>
                  ))}
                </ul>
                {undone.has(change.id) ? null : (
                  <form action={undoChange.bind(null, locale, change.id)}>
                    <button
                      type="submit"
                      className={styles.linkButton}
                      aria-label={t('changes.undoLabel', { id: change.id })}
                    >
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
