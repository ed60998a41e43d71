import type { ProjectSummaryDto } from '@immo/domain';
import type { Locale } from '@immo/i18n';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/Icon';
import { NavLink } from '@/components/NavLink';
import { PropertyPhoto } from '@/components/PropertyPhoto';
import { projectPath } from '@/lib/project-path';
import { ProjectPriceText } from './ProjectPriceText';
import cardStyles from '@/components/Card.module.css';
import styles from './Projects.module.css';

/**
 * A project in the list. A project with its own website links there, in a
 * new tab (spec §2: project paths may be external); the others link to their
 * detail page. As on property cards the link covers the whole card.
 */
export function ProjectCard({
  project,
  locale,
  eager = false,
}: {
  project: ProjectSummaryDto;
  locale: Locale;
  eager?: boolean;
}) {
  const t = useTranslations('Projects');
  const tCommon = useTranslations('Common');
  const external = project.externalUrl;
  return (
    <article className={`card ${cardStyles.card}`} data-testid="project-card">
      <div className={cardStyles.media}>
        <PropertyPhoto
          picture={project.picture}
          alt={t('photoOf', { index: 1, name: project.name })}
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          eager={eager}
          className={cardStyles.photo}
        />
      </div>
      <div className={cardStyles.body}>
        <h2 className={cardStyles.title}>
          {external ? (
            <a href={external} target="_blank" rel="noopener noreferrer" className={`card__link ${cardStyles.link}`}>
              {project.name}
              <span className="visually-hidden"> {tCommon('opensInNewTab')}</span>
            </a>
          ) : (
            <NavLink href={projectPath(project, locale)} className={`card__link ${cardStyles.link}`}>
              {project.name}
            </NavLink>
          )}
        </h2>
        <p className={`card__city ${cardStyles.city}`}>
          {project.zip} {project.city}
        </p>
        <p className={`card__price ${cardStyles.price}`}>
          <ProjectPriceText project={project} />
        </p>
        <p className={styles.units}>{t('units', { count: project.unitsAvailable })}</p>
        {external && (
          <p className={styles.external} aria-hidden="true">
            {t('externalSite')} <Icon name="external" size={12} />
          </p>
        )}
      </div>
    </article>
  );
}
