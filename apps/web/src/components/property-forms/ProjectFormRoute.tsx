// A project's request on its own page (`/fr/projets/{city}/{name}/{id}/demande-d-information/`):
// the form without JavaScript. Not indexed, not in the sitemap.
import { parseRecordId } from '@immo/domain';
import { formPagePath, localizePath } from '@immo/i18n';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound, permanentRedirect } from 'next/navigation';
import { getProject } from '@/components/projects/load-project';
import { samePath, type DetailRouteParams } from '@/lib/canonical-redirect';
import { loadCaptchaChallenge } from '@/lib/forms/captcha-challenge';
import { localeParams } from '@/lib/locale-params';
import { projectAlternates, projectPath } from '@/lib/project-path';
import { formPageProps } from './form-page-props';
import { PropertyFormView } from './PropertyFormView';
import { SubjectFormPage, subjectFormAlternates, subjectFormMetadata } from './SubjectFormPage';

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
  const tForm = await getTranslations({ locale, namespace: 'ConstructionForm' });
  return subjectFormMetadata(locale, tForm('title'), project.name, formPath);
}

export async function ProjectFormRoute({ params }: ProjectFormRouteProps) {
  const { locale, project, canonical, formPath } = await loadFormPage(params);
  setRequestLocale(locale);
  const [t, challenge] = await Promise.all([getTranslations('PropertyForms'), loadCaptchaChallenge()]);
  const props = await formPageProps(
    'contact-construction',
    locale,
    { id: project.id, title: project.name, city: project.city, reference: '' },
    formPath,
    challenge,
  );
  return (
    <SubjectFormPage
      alternates={subjectFormAlternates(projectAlternates(project), 'contact-me')}
      back={{ href: canonical, label: t('backToProject') }}
      form={props}
    >
      <PropertyFormView kind="contact-construction" {...props} />
    </SubjectFormPage>
  );
}
