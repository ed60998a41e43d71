import { descriptionSnippet, META_DESCRIPTION_LIMIT } from '@immo/domain';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import galleryStyles from '@/components/Gallery.module.css';
import { PropertyPhoto } from '@/components/PropertyPhoto';
import { SiteHeader } from '@/components/frame/SiteHeader';
import { getSiteFacts } from '@/config/site';
import { loadCanonicalProject, type ProjectRouteParams } from './load-project';
import { projectAlternates } from '@/lib/project-path';
import { ProjectBreadcrumb } from './ProjectBreadcrumb';
import { PriceListTable } from './PriceListTable';
import { ProjectPriceText } from './ProjectPriceText';
import styles from './Projects.module.css';
import layout from '@/components/DetailLayout.module.css';
import { ProjectFormSection } from '@/components/property-forms/ProjectFormSection';

export interface ProjectRouteProps {
  params: Promise<ProjectRouteParams>;
}

export async function projectDetailMetadata({ params }: ProjectRouteProps): Promise<Metadata> {
  const { locale, project, canonical } = await loadCanonicalProject(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const title = project.name;
  const text = descriptionSnippet(project.description, META_DESCRIPTION_LIMIT);
  const description = text || t('projectsDescription');
  return {
    title,
    description,
    alternates: { canonical, languages: projectAlternates(project) },
    openGraph: {
      title,
      description,
      url: canonical,
      type: 'website',
      ...(project.picture
        ? {
            images: [
              { url: project.picture.url, width: project.picture.width, height: project.picture.height, alt: title },
            ],
          }
        : {}),
    },
  };
}

function mapUrl({ latitude, longitude }: { latitude: number; longitude: number }): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}

/** A project: photos, description, address and map link, the price list of its units and its documents. */
export async function ProjectDetailPage({ params }: ProjectRouteProps) {
  const { locale, project, canonical } = await loadCanonicalProject(params);
  setRequestLocale(locale);
  const [t, tPage, tMap, tCommon, facts] = await Promise.all([
    getTranslations('Projects'),
    getTranslations('PropertyPage'),
    getTranslations('Map'),
    getTranslations('Common'),
    getSiteFacts(locale),
  ]);
  const street = [project.street, project.houseNumber, project.boxNr].filter(Boolean).join(' ');
  // Sanitised HTML, as property descriptions (the sync worker keeps p, br, strong, em and lists only).
  const description = project.description.trim();
  return (
    <>
      <SiteHeader alternates={projectAlternates(project)} />
      <main id="main" className="container page">
        <ProjectBreadcrumb name={project.name} url={canonical} locale={locale} />
        <article className="property">
          <header className={layout.header}>
            <h1>{project.name}</h1>
            <p className={layout.city}>
              {project.zip} {project.city}
            </p>
            <p className={layout.price}>
              <ProjectPriceText project={project} />
            </p>
            <p>{t('units', { count: project.unitsAvailable })}</p>
            {project.externalUrl && (
              <p>
                <a href={project.externalUrl} target="_blank" rel="noopener noreferrer" className={styles.linkButton}>
                  {t('externalSite')}
                  <span className="visually-hidden"> {tCommon('opensInNewTab')}</span>
                </a>
              </p>
            )}
          </header>

          {project.pictures.length > 0 && (
            <section aria-labelledby="photos" className={layout.section}>
              <h2 id="photos" className="visually-hidden">
                {tPage('photos')}
              </h2>
              <ul className={galleryStyles.gallery} data-testid="project-gallery">
                {project.pictures.map((picture, index) => (
                  <li key={picture.url} className={index === 0 ? galleryStyles.main : undefined}>
                    <PropertyPhoto
                      picture={picture}
                      alt={t('photoOf', { index: index + 1, name: project.name })}
                      sizes={index === 0 ? '(min-width: 72rem) 72rem, 100vw' : '(min-width: 72rem) 36rem, 50vw'}
                      eager={index === 0}
                      className={galleryStyles.photo}
                    />
                  </li>
                ))}
              </ul>
            </section>
          )}

          {description && (
            <section aria-labelledby="description" className={layout.section}>
              <h2 id="description">{tPage('description')}</h2>
              <div className={layout.description} dangerouslySetInnerHTML={{ __html: description }} />
            </section>
          )}

          <section aria-labelledby="address" className={layout.section}>
            <h2 id="address">{t('address')}</h2>
            <p>
              {project.publishAddress && street ? (
                <>
                  {street}
                  <br />
                </>
              ) : null}
              {project.zip} {project.city}
            </p>
            {!project.publishAddress && <p>{tPage('addressOnRequest')}</p>}
            {project.position && (
              <p>
                <a
                  href={mapUrl(project.position)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.linkButton}
                >
                  {tMap('openInMaps')}
                  <span className="visually-hidden"> {tCommon('opensInNewTab')}</span>
                </a>
              </p>
            )}
          </section>

          <section aria-labelledby="price-list" className={layout.section}>
            <h2 id="price-list">{t('priceList')}</h2>
            {project.units.length === 0 ? (
              <p>{t('units', { count: 0 })}</p>
            ) : (
              <PriceListTable units={project.units} locale={locale} marqueeIgnoreList={facts.marqueeIgnoreList} />
            )}
          </section>

          {project.documents.length > 0 && (
            <section aria-labelledby="documents" className={layout.section}>
              <h2 id="documents">{t('documents')}</h2>
              <ul className={styles.documents} data-testid="project-documents">
                {project.documents.map((document) => (
                  <li key={document.url}>
                    <a
                      href={document.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      hrefLang={document.locale ?? undefined}
                      className={styles.documentLink}
                    >
                      {document.name}
                      <span className="visually-hidden"> {tCommon('opensInNewTab')}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <ProjectFormSection project={project} locale={locale} canonical={canonical} />
        </article>
      </main>
    </>
  );
}
