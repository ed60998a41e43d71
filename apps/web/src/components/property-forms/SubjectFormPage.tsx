// The frame of a property's or a project's form on its own page (the form
// without JavaScript, a shared form link): the header with this form page in
// every language, the way back to the property or project, the form's title
// and introduction, then the form.
import { formPagePath, type FormPageKind, type Locale, locales } from '@immo/i18n';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SiteHeader } from '@/components/frame/SiteHeader';
import { NavLink } from '@/components/NavLink';
import type { Alternates } from '@/lib/alternates';
import type { PropertyFormProps } from './form-props';
import styles from './PropertyForms.module.css';

/** The form page of `kind` in every language, from the subject's own page in every language. */
export function subjectFormAlternates(subjectAlternates: Alternates, kind: FormPageKind): Alternates {
  return Object.fromEntries(
    locales.map((language) => [language, formPagePath(subjectAlternates[language], kind, language)]),
  ) as Alternates;
}

/** Not indexed and not in the sitemap: the property's or project's page is the one to find. */
export async function subjectFormMetadata(
  locale: Locale,
  form: string,
  subject: string,
  formPath: string,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'PropertyForms' });
  return {
    title: t('pageTitle', { form, title: subject }),
    robots: { index: false, follow: true },
    alternates: { canonical: formPath },
  };
}

export interface SubjectFormPageProps {
  alternates: Alternates;
  /** The property's or project's page, and the words of the link back to it. */
  back: { href: string; label: string };
  /** The form's props (formPageProps): its heading's id, title and introduction. */
  form: Pick<PropertyFormProps, 'headingId' | 'texts'>;
  children: ReactNode;
}

export function SubjectFormPage({ alternates, back, form, children }: SubjectFormPageProps) {
  return (
    <>
      <SiteHeader alternates={alternates} />
      <main id="main" className={`container page ${styles.formPage}`}>
        <p>
          <NavLink href={back.href}>{back.label}</NavLink>
        </p>
        <h1 id={form.headingId}>{form.texts.title}</h1>
        <p>{form.texts.intro}</p>
        {children}
      </main>
    </>
  );
}
