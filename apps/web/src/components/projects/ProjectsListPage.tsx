import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SiteHeader } from '@/components/frame/SiteHeader';
import { localeParams } from '@/lib/locale-params';
import cardStyles from '@/components/Card.module.css';
import { staticAlternates } from '@/lib/alternates';
import noticeStyles from '@/components/Notice.module.css';
import { listProjects } from './load-project';
import { ProjectCard } from './ProjectCard';

export interface ProjectsListRouteProps {
  params: Promise<{ locale: string }>;
}

export async function projectsListMetadata({ params }: ProjectsListRouteProps): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const title = t('projectsTitle');
  const description = t('projectsDescription');
  const alternates = staticAlternates('/projects/');
  return {
    title,
    description,
    alternates: { canonical: alternates[locale], languages: alternates },
    openGraph: { title, description, url: alternates[locale], type: 'website' },
  };
}

/** The live projects as cards, or the spec's 'no projects' message. */
export async function ProjectsListPage({ params }: ProjectsListRouteProps) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const [t, tErrors, projects] = await Promise.all([
    getTranslations('Projects'),
    getTranslations('Errors'),
    listProjects(locale),
  ]);
  return (
    <>
      <SiteHeader alternates={staticAlternates('/projects/')} />
      <main id="main" className="container page">
        <h1>{t('title')}</h1>
        <p role="status">{t('count', { count: projects.length })}</p>
        {projects.length === 0 ? (
          <p className={`notice ${noticeStyles.notice}`}>{tErrors('noProjects')}</p>
        ) : (
          <ul className={cardStyles.grid} data-testid="project-list">
            {projects.map((project, index) => (
              <li key={project.id}>
                <ProjectCard project={project} locale={locale} eager={index < 2} />
              </li>
            ))}
          </ul>
        )}
      </main>
    </>
  );
}
