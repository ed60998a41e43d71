import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FormPage } from '@/components/forms/FormPage';
import { SubscriptionButton } from '@/components/subscriptions/SubscriptionButton';
import { UnsubscribeByAddress } from '@/components/subscriptions/UnsubscribeByAddress';
import { localeParams } from '@/lib/locale-params';
import { unsubscribeByLink } from '@/lib/subscriptions/subscription-actions';
import { tokenParam } from '@/lib/subscriptions/token-param';

interface UnsubscribeRouteProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const ORIGINAL_PATH = '/unsubscribe/';

export async function generateMetadata({ params }: UnsubscribeRouteProps): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'SubscriptionPages' });
  return { title: t('unsubscribeTitle'), robots: { index: false, follow: false } };
}

/**
 * With a mail's token: one button that unsubscribes (the mail's
 * List-Unsubscribe link leads here when opened by a person; mail providers
 * POST the BFF directly). Without one: the newsletter's page to type one's
 * address, which mails that address its link (typing an address alone ends
 * no subscription: anyone could type anyone's).
 */
export default async function UnsubscribePage({ params, searchParams }: UnsubscribeRouteProps) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const [t, tNewsletter, tForm, tValidation, token] = await Promise.all([
    getTranslations({ locale, namespace: 'SubscriptionPages' }),
    getTranslations({ locale, namespace: 'NewsletterForm' }),
    getTranslations({ locale, namespace: 'Form' }),
    getTranslations({ locale, namespace: 'Validation' }),
    tokenParam(searchParams),
  ]);
  if (!token) {
    return (
      <FormPage
        originalPath={ORIGINAL_PATH}
        title={tNewsletter('unsubscribeTitle')}
        intro={tNewsletter('unsubscribeIntro')}
      >
        <UnsubscribeByAddress
          texts={{
            email: tForm('email'),
            emailInvalid: tValidation('email'),
            button: tNewsletter('unsubscribeSend'),
            done: tNewsletter('unsubscribeDone'),
            failed: tNewsletter('unsubscribeFailed'),
          }}
        />
      </FormPage>
    );
  }
  return (
    <FormPage originalPath={ORIGINAL_PATH}>
      <SubscriptionButton
        action={unsubscribeByLink}
        token={token}
        texts={{
          title: t('unsubscribeTitle'),
          intro: t('unsubscribeIntro'),
          doneTitle: { demand: t('unsubscribedTitle'), newsletter: t('unsubscribedTitle') },
          button: t('unsubscribeButton'),
          done: {
            demand: t('unsubscribed', { subject: 'demand' }),
            newsletter: t('unsubscribed', { subject: 'newsletter' }),
          },
          notFound: t('unsubscribeInvalid'),
          failed: t('failed'),
        }}
      />
    </FormPage>
  );
}
