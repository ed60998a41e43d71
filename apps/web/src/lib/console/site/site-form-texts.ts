// The editor forms' sentences, resolved on the server: the form kit's, with
// this feature's own validation messages (ConsoleSite.errors) beside the
// shared ones, since the schemas' keys are of both.
import { type Locale, siteConfigErrorKeys, type ValidationKey } from '@immo/domain';
import { getTranslations } from 'next-intl/server';
import { formKitTexts } from '@/lib/forms/form-kit-texts';
import type { SiteFormTexts } from './site-form-kind';

export async function siteFormTexts(locale: Locale): Promise<SiteFormTexts> {
  const [kit, t] = await Promise.all([formKitTexts(locale), getTranslations({ locale, namespace: 'ConsoleSite' })]);
  const own = Object.fromEntries(siteConfigErrorKeys.map((key) => [key, t(`errors.${key}`)])) as Record<string, string>;
  return {
    kit: { ...kit, validation: { ...kit.validation, ...own } as Record<ValidationKey, string> },
    saveDraft: t('saveDraft'),
    publish: t('publish'),
    failed: t('failed'),
  };
}
