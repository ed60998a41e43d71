import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CaptchaField } from '@/components/forms/captcha/CaptchaField';
import { AgencyContact } from '@/components/forms/AgencyContact';
import { ContactPersonFields, ContactPreferenceField, TimeSlotsField } from '@/components/forms/ContactFields';
import { FormPage } from '@/components/forms/FormPage';
import { FormShell } from '@/components/forms/FormShell';
import { TextAreaField } from '@/components/forms/TextAreaField';
import { captchaTexts } from '@/lib/forms/captcha-texts';
import { loadCaptchaChallenge } from '@/lib/forms/captcha-challenge';
import { formShellProps } from '@/lib/forms/form-shell-props';
import { localeParams } from '@/lib/locale-params';
import { pageMetadata } from '@/lib/page-metadata';
import { getPageConfig } from '@/lib/site-config';
import styles from '@/components/forms/FormPage.module.css';

interface ContactRouteProps {
  params: Promise<{ locale: string }>;
}

const PATH = 'contact';

export async function generateMetadata({ params }: ContactRouteProps): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'Navigation' });
  return pageMetadata({ path: PATH, locale, fallbackTitle: t('contact') });
}

/**
 * The menu's Contact page (spec §2: a contact form module): the site-contact
 * form, and the agency's address, phone and e-mail beside it. Titles come
 * from the page's configuration when the operator set them.
 */
export default async function ContactPage({ params }: ContactRouteProps) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const [page, t, tNav, tForm, shell, challenge, captcha] = await Promise.all([
    getPageConfig(PATH, locale).catch(() => null),
    getTranslations({ locale, namespace: 'ContactForm' }),
    getTranslations({ locale, namespace: 'Navigation' }),
    getTranslations({ locale, namespace: 'Form' }),
    formShellProps('site-contact', locale, `/${PATH}/`),
    loadCaptchaChallenge(),
    captchaTexts(locale),
  ]);
  const contactModule = page?.modules.find((each) => each.type === 'contact');
  return (
    <FormPage
      originalPath={`/${PATH}/`}
      title={page?.title || tNav('contact')}
      intro={page?.description || t('intro')}
      aside={<AgencyContact locale={locale} />}
    >
      <section aria-labelledby="contact-form-title">
        <h2 id="contact-form-title" className={styles.sectionTitle}>
          {contactModule?.title || t('formTitle')}
        </h2>
        {contactModule?.description ? <p>{contactModule.description}</p> : null}
        <FormShell {...shell} submitLabel={t('submit')} labelledBy="contact-form-title">
          <ContactPersonFields locale={locale} />
          <TextAreaField name="remark" label={tForm('message')} maxLength={5000} />
          <ContactPreferenceField locale={locale} />
          <TimeSlotsField locale={locale} />
          <CaptchaField challenge={challenge} texts={captcha} />
        </FormShell>
      </section>
    </FormPage>
  );
}
