import type { Locale } from '@immo/domain';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SiteHeader } from '@/components/frame/SiteHeader';
import { ArticleModule } from '@/components/home/ArticleModule';
import { HomeBanner } from '@/components/home/HomeBanner';
import { homeModules, type HomeModule } from '@/components/home/home-modules';
import { PropertyListModule } from '@/components/home/PropertyListModule';
import { SearchBlock } from '@/components/home/SearchBlock';
import { agencyJsonLd, absoluteUrl } from '@/components/seo/json-ld';
import { JsonLd } from '@/components/seo/JsonLd';
import { getSiteFacts, site } from '@/config/site';
import { localeParams } from '@/lib/locale-params';
import { staticAlternates } from '@/lib/alternates';
import { pageMetadata } from '@/lib/page-metadata';
import { getPageConfig, getSiteConfig } from '@/lib/site-config';

// Rendering: no generateStaticParams, so nothing is prerendered at build time
// and `next build` never needs a running BFF. Each request renders on the
// server, and the BFF answers come from Next's data cache for 60 s (see
// lib/bff.ts): listings only change when the sync worker imports, so a
// minute's delay is invisible while page views don't each cost a DB query.

interface HomePageProps {
  params: Promise<{ locale: string }>;
}

/** Without a published home page configuration the home still shows the latest properties. */
const DEFAULT_MODULES: HomeModule[] = [
  { type: 'property-list', key: 'property-list-0', title: '', description: '', limit: 4, perRow: 4 },
];

export async function generateMetadata({ params }: HomePageProps): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const [t, facts] = await Promise.all([getTranslations({ locale, namespace: 'Metadata' }), getSiteFacts(locale)]);
  const metadata = await pageMetadata({
    path: 'home',
    locale,
    fallbackTitle: t('title'),
    fallbackDescription: t('description'),
  });
  // The layout's "%s | agency" template applies to the pages below it, not to
  // the home page beside it: name the agency here, unless the title already does.
  const title = typeof metadata.title === 'string' ? metadata.title : t('title');
  const named = title.includes(facts.agencyName)
    ? title
    : t('titleTemplate', { page: title, agency: facts.agencyName });
  return { ...metadata, title: { absolute: named } };
}

function countryCode(countryId: number): string {
  return countryId === 50 ? 'LU' : 'BE';
}

export default async function HomePage({ params }: HomePageProps) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const [t, config, page] = await Promise.all([
    getTranslations('HomePage'),
    getSiteConfig(locale),
    getPageConfig('home', locale),
  ]);
  const modules = page ? homeModules(page.modules) : DEFAULT_MODULES;
  return (
    <>
      <SiteHeader showLogo alternates={staticAlternates('/')} transparentAtTop />
      <main id="main">
        <JsonLd
          data={agencyJsonLd({
            name: config.agencyName,
            url: absoluteUrl(site.url, staticAlternates('/')[locale]),
            telephone: config.phone,
            address: {
              streetAddress: config.address.street,
              postalCode: config.address.zip,
              addressLocality: config.address.city,
              addressCountry: countryCode(config.address.countryId),
            },
          })}
        />
        <HomeBanner banner={config.banner} locale={locale}>
          <SearchBlock
            block={config.searchBlock}
            locale={locale}
            agencyName={config.agencyName}
            fallbackTitle={page?.title || t('title')}
            marqueeIgnoreList={config.marqueeIgnoreList}
          />
        </HomeBanner>
        <div className="container page">
          {modules.map((module) => (
            <HomeModuleView key={module.key} module={module} locale={locale} />
          ))}
        </div>
      </main>
    </>
  );
}

function HomeModuleView({ module, locale }: { module: HomeModule; locale: Locale }) {
  return module.type === 'property-list' ? (
    <PropertyListModule module={module} locale={locale} />
  ) : (
    <ArticleModule module={module} />
  );
}
