import { localizePath, type Locale } from '@immo/i18n';
import { useTranslations } from 'next-intl';
import { HomeLink } from '@/components/frame/HomeLink';
import { absoluteUrl, breadcrumbJsonLd } from '@/components/seo/json-ld';
import { JsonLd } from '@/components/seo/JsonLd';
import { site } from '@/config/site';
import { NavLink } from '@/components/NavLink';
import breadcrumbStyles from '@/components/Breadcrumb.module.css';

/** Home → Projects → the project; the same trail as a BreadcrumbList for search engines. */
export function ProjectBreadcrumb({ name, url, locale }: { name: string; url: string; locale: Locale }) {
  const t = useTranslations('Breadcrumb');
  const jsonLd = breadcrumbJsonLd([
    { name: t('home'), url: absoluteUrl(site.url, localizePath('/', locale)) },
    { name: t('projects'), url: absoluteUrl(site.url, localizePath('/projects/', locale)) },
    { name, url: absoluteUrl(site.url, url) },
  ]);
  return (
    <nav aria-label={t('label')} className={`breadcrumb ${breadcrumbStyles.breadcrumb}`}>
      <JsonLd data={jsonLd} />
      <ol>
        <li>
          <HomeLink>{t('home')}</HomeLink>
        </li>
        <li>
          <NavLink href={localizePath('/projects/', locale)}>{t('projects')}</NavLink>
        </li>
        <li aria-current="page">{name}</li>
      </ol>
    </nav>
  );
}
