import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ConsoleFrame } from '@/components/console/ConsoleFrame';
import { consolePageMetadata } from '@/lib/console/console-metadata';
import { BULL_BOARD_PATH, CONSOLE_SECTIONS, consolePaths } from '@/lib/console/console-paths';
import { localeParams } from '@/lib/locale-params';

interface ConsoleRouteProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: ConsoleRouteProps): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'Console' });
  return consolePageMetadata(t('title'));
}

/** The console's start: each section with a line on what it is for, and Bull Board for the queues' detail. */
export default async function ConsolePage({ params }: ConsoleRouteProps) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Console' });
  const paths = consolePaths(locale);
  return (
    <ConsoleFrame locale={locale} title={t('title')}>
      <ul>
        {CONSOLE_SECTIONS.map((name) => (
          <li key={name}>
            <a href={paths.section(name)}>{t(`sections.${name}`)}</a>: {t(`sectionIntros.${name}`)}
          </li>
        ))}
        <li>
          <a href={BULL_BOARD_PATH}>{t('queues')}</a>
        </li>
      </ul>
    </ConsoleFrame>
  );
}
