import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FormPage } from '@/components/forms/FormPage';
import { SubscriptionButton } from '@/components/subscriptions/SubscriptionButton';
import { localeParams } from '@/lib/locale-params';
import { confirmSubscription } from '@/lib/subscriptions/subscription-actions';
import { tokenParam } from '@/lib/subscriptions/token-param';

interface ConfirmRouteProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const ORIGINAL_PATH = '/confirm-subscription/';

export async function generateMetadata({ params }: ConfirmRouteProps): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'SubscriptionPages' });
  // A personal link's page: nothing for a search engine.
  return { title: t('confirmTitle'), robots: { index: false, follow: false } };
}

/**
 * Where a demand's or newsletter sign-up's confirmation mail leads. Opening
 * it changes nothing (mail scanners open every link); its button POSTs.
 */
export default async function ConfirmSubscriptionPage({ params, searchParams }: ConfirmRouteProps) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const [t, token] = await Promise.all([
    getTranslations({ locale, namespace: 'SubscriptionPages' }),
    tokenParam(searchParams),
  ]);
  return (
    <FormPage originalPath={ORIGINAL_PATH} title={token ? undefined : t('confirmTitle')}>
      {token ? (
        <SubscriptionButton
          action={confirmSubscription}
          token={token}
          texts={{
            title: t('confirmTitle'),
            intro: t('confirmIntro'),
            doneTitle: {
              demand: t('confirmedTitle', { subject: 'demand' }),
              newsletter: t('confirmedTitle', { subject: 'newsletter' }),
            },
            button: t('confirmButton'),
            done: {
              demand: t('confirmed', { subject: 'demand' }),
              newsletter: t('confirmed', { subject: 'newsletter' }),
            },
            notFound: t('confirmNotFound'),
            failed: t('failed'),
          }}
        />
      ) : (
        <p role="alert">{t('confirmNotFound')}</p>
      )}
    </FormPage>
  );
}
