import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { SiteHeader } from '@/components/frame/SiteHeader';
import { routing } from '@/i18n/routing';
import cardStyles from '@/components/Card.module.css';
import { staticAlternates } from '@/lib/alternates';
import noticeStyles from '@/components/Notice.module.css';
import { listProjects } from './load-project';
import { ProjectCard } from './ProjectCard';

export interface ProjectsListRouteProps {
  params: Promise<{ locale: string }>;
}

export async function projectsListMetadata({ params }: ProjectsListRouteProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
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
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [t, tErrors, projects] = await Promise.all([getTranslations('Projects'), getTranslations('Errors'), listProjects(locale)]);
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
