import { ZWebVitalsReportSchema } from '@immo/domain';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ConsoleFrame } from '@/components/console/ConsoleFrame';
import { WebVitalsTable } from '@/components/console/web-vitals/WebVitalsTable';
import { consolePageMetadata } from '@/lib/console/console-metadata';
import { operationsGet } from '@/lib/console/operations/operations-bff';
import { localeParams } from '@/lib/locale-params';

interface WebVitalsRouteProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: WebVitalsRouteProps): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'ConsoleWebVitals' });
  return consolePageMetadata(t('title'));
}

/** Real visitors' Web Vitals per page type: the 75th percentile of the last 28 days, rated, as the Chrome UX report gives them. */
export default async function WebVitalsPage({ params }: WebVitalsRouteProps) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const [t, report] = await Promise.all([
    getTranslations({ locale, namespace: 'ConsoleWebVitals' }),
    operationsGet(locale, '/api/console/web-vitals', ZWebVitalsReportSchema),
  ]);
  return (
    <ConsoleFrame
      locale={locale}
      section="web-vitals"
      title={t('title')}
      intro={t('intro', { days: report?.days ?? 28 })}
    >
      {report ? <WebVitalsTable report={report} locale={locale} /> : null}
    </ConsoleFrame>
  );
}
