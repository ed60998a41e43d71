// A project's request on its own page (`/fr/projets/{city}/{name}/{id}/demande-d-information/`):
// the form without JavaScript. Not indexed, not in the sitemap.
import { parseRecordId } from '@immo/domain';
import { formPagePath, localizePath, locales } from '@immo/i18n';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound, permanentRedirect } from 'next/navigation';
import { SiteHeader } from '@/components/frame/SiteHeader';
import { NavLink } from '@/components/NavLink';
import { getProject } from '@/components/projects/load-project';
import type { DetailRouteParams } from '@/lib/canonical-redirect';
import { loadCaptchaChallenge } from '@/lib/forms/captcha-challenge';
import { localeParams } from '@/lib/locale-params';
import { projectAlternates, projectPath } from '@/lib/project-path';
import { formPageProps } from './form-page-props';
import { samePath } from './same-path';
import { PropertyFormView } from './PropertyFormView';
import styles from './PropertyForms.module.css';

export interface ProjectFormRouteProps {
  params: Promise<DetailRouteParams>;
}

async function loadFormPage(params: Promise<DetailRouteParams>) {
  const { locale, city, title, id } = await localeParams(params);
  const projectId = parseRecordId(id);
  if (projectId === null) notFound();
  const project = await getProject(projectId, locale);
  if (!project) notFound();
  const canonical = projectPath(project, locale);
  const formPath = formPagePath(canonical, 'contact-me', locale);
  const requested = formPagePath(`${localizePath('/projects/', locale)}${city}/${title}/${id}/`, 'contact-me', locale);
  if (!samePath(requested, formPath)) permanentRedirect(formPath);
  return { locale, project, canonical, formPath };
}

export async function projectFormMetadata({ params }: ProjectFormRouteProps): Promise<Metadata> {
  const { locale, project, formPath } = await loadFormPage(params);
  const [t, tForm] = await Promise.all([getTranslations({ locale, namespace: 'PropertyForms' }), getTranslations({ locale, namespace: 'ConstructionForm' })]);
  return { title: t('pageTitle', { form: tForm('title'), title: project.name }), robots: { index: false, follow: true }, alternates: { canonical: formPath } };
}

export async function ProjectFormRoute({ params }: ProjectFormRouteProps) {
  const { locale, project, canonical, formPath } = await loadFormPage(params);
  setRequestLocale(locale);
  const [t, challenge] = await Promise.all([getTranslations('PropertyForms'), loadCaptchaChallenge()]);
  const props = await formPageProps('contact-construction', locale, { id: project.id, title: project.name, city: project.city, reference: '' }, formPath, challenge);
  const detailAlternates = projectAlternates(project);
  const alternates = Object.fromEntries(locales.map((language) => [language, formPagePath(detailAlternates[language], 'contact-me', language)])) as typeof detailAlternates;
  return (
    <>
      <SiteHeader alternates={alternates} />
      <main id="main" className={`container page ${styles.formPage}`}>
        <p>
          <NavLink href={canonical}>{t('backToProject')}</NavLink>
        </p>
        <h1 id={props.headingId}>{props.texts.title}</h1>
        <p>{props.texts.intro}</p>
        <PropertyFormView kind="contact-construction" {...props} />
      </main>
    </>
  );
}
