import { localizePath } from '@immo/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { NavLink } from '@/components/NavLink';
import { HomeLink } from '@/components/frame/HomeLink';
import { absoluteUrl, breadcrumbJsonLd } from '@/components/seo/json-ld';
import { JsonLd } from '@/components/seo/JsonLd';
import { site } from '@/config/site';
import breadcrumbStyles from '@/components/Breadcrumb.module.css';

/**
 * Spec: the For Sale or For Rent page, then the property title. `url` is the
 * page's canonical path; with it the same trail is given to search engines
 * as a BreadcrumbList, built from the very names shown here.
 */
export function Breadcrumb({ forSale, title, url }: { forSale: boolean; title: string; url?: string }) {
  const t = useTranslations('PropertyPage');
  const tBreadcrumb = useTranslations('Breadcrumb');
  const locale = useLocale();
  const list = forSale
    ? { name: t('breadcrumbForSale'), path: '/for-sale/' }
    : { name: t('breadcrumbForRent'), path: '/for-rent/' };
  const jsonLd = url
    ? breadcrumbJsonLd([
        { name: t('breadcrumbHome'), url: absoluteUrl(site.url, localizePath('/', locale)) },
        { name: list.name, url: absoluteUrl(site.url, localizePath(list.path, locale)) },
        { name: title, url: absoluteUrl(site.url, url) },
      ])
    : null;
  return (
    <nav aria-label={tBreadcrumb('label')} className={`breadcrumb ${breadcrumbStyles.breadcrumb}`}>
      {jsonLd && <JsonLd data={jsonLd} />}
      <ol>
        <li>
          <HomeLink>{t('breadcrumbHome')}</HomeLink>
        </li>
        <li>
          <NavLink href={localizePath(list.path, locale)}>{list.name}</NavLink>
        </li>
        <li aria-current="page">{title}</li>
      </ol>
    </nav>
  );
}
