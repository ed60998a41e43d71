import { localizePath } from '@immo/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { absoluteUrl, breadcrumbJsonLd } from '@/components/seo/json-ld';
import { JsonLd } from '@/components/seo/JsonLd';
import { site } from '@/config/site';
import { localeParams } from '@/lib/locale-params';
import { staticAlternates } from '@/lib/alternates';
import { pageMetadata } from '@/lib/page-metadata';
import { getPageConfig } from '@/lib/site-config';
import { HomeLink } from './HomeLink';
import breadcrumbStyles from '@/components/Breadcrumb.module.css';
import { SiteHeader } from './SiteHeader';
import styles from './ArticlePage.module.css';

/** The menu's own name of each text page, for when its configuration cannot be read. */
const FALLBACK_TITLE_KEYS = {
  'Notre-agence': 'aboutUs',
  'Privacy-statement': 'privacyStatement',
  'Cookie-policy': 'cookiePolicy',
  Disclaimer: 'disclaimer',
} as const;

export type ArticlePath = keyof typeof FALLBACK_TITLE_KEYS;

export interface ArticleRouteProps {
  params: Promise<{ locale: string }>;
}

/** generateMetadata of a configured text page. */
export async function articleMetadata({ params }: ArticleRouteProps, path: ArticlePath) {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'Navigation' });
  return pageMetadata({ path, locale, fallbackTitle: t(FALLBACK_TITLE_KEYS[path]) });
}

/**
 * A configured text page (Notre-agence, Privacy-statement, Cookie-policy,
 * Disclaimer): its article modules from the site configuration, so the
 * agency edits the text without a deploy. Not published: 404.
 */
export async function ArticlePage({
  params,
  path,
  children,
}: ArticleRouteProps & { path: ArticlePath; children?: ReactNode }) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const [page, t] = await Promise.all([
    getPageConfig(path, locale),
    getTranslations({ locale, namespace: 'Breadcrumb' }),
  ]);
  if (!page) notFound();
  const alternates = staticAlternates(`/${path}/`);
  const articles = page.modules.flatMap((module) =>
    module.type === 'article' && module.article ? [module.article] : [],
  );
  return (
    <>
      <SiteHeader alternates={alternates} />
      <main id="main" className={`container page ${styles.article}`}>
        {page.showBreadCrumb ? (
          <nav aria-label={t('label')} className={`breadcrumb ${breadcrumbStyles.breadcrumb}`}>
            <JsonLd
              data={breadcrumbJsonLd([
                { name: t('home'), url: absoluteUrl(site.url, localizePath('/', locale)) },
                { name: page.title, url: absoluteUrl(site.url, alternates[locale]) },
              ])}
            />
            <ol>
              <li>
                <HomeLink>{t('home')}</HomeLink>
              </li>
              <li aria-current="page">{page.title}</li>
            </ol>
          </nav>
        ) : null}
        <h1>{articles[0]?.title || page.title}</h1>
        {articles.map((article, index) => (
          <section key={index} className={styles.body} aria-label={index === 0 ? undefined : article.title}>
            {index > 0 ? <h2>{article.title}</h2> : null}
            {/* Sanitised by the BFF (allow-listed tags and link schemes). */}
            <div dangerouslySetInnerHTML={{ __html: article.html }} />
          </section>
        ))}
        {/* What a page adds below its configured text (the agency page's testimonials). */}
        {children}
      </main>
    </>
  );
}
