import type { Locale } from '@immo/domain';
import { getTranslations } from 'next-intl/server';
import { startImport } from '@/lib/console/operations/operation-actions';
import styles from './Operations.module.css';

/** A plain form posting to the server action: works without JavaScript. */
export async function StartImportForm({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ConsoleImports' });
  return (
    <section className={styles.section} aria-labelledby="start-import">
      <h2 id="start-import">{t('startTitle')}</h2>
      <form action={startImport.bind(null, locale)} className={styles.form}>
        <fieldset>
          <legend>{t('kindLegend')}</legend>
          <label className={styles.choice}>
            <input type="radio" name="kind" value="incremental" defaultChecked />
            <span>{t('kindIncremental')}</span>
          </label>
          <label className={styles.choice}>
            <input type="radio" name="kind" value="full" />
            <span>{t('kindFull')}</span>
          </label>
        </fieldset>
        <button type="submit">{t('start')}</button>
      </form>
    </section>
  );
}
