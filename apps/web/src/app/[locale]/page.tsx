import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PropertyCard } from '@/components/PropertyCard';
import { SiteHeader } from '@/components/SiteHeader';
import { agencyJsonLd, absoluteUrl } from '@/components/seo/json-ld';
import { JsonLd } from '@/components/seo/JsonLd';
import { site } from '@/config/site';
import { routing } from '@/i18n/routing';
import { staticAlternates } from '@/lib/alternates';
import { listProperties } from '@/lib/bff';

// Rendering: no generateStaticParams, so nothing is prerendered at build time
// and `next build` never needs a running BFF. Each request renders on the
// server, and the BFF answers come from Next's data cache for 60 s (see
// lib/bff.ts): listings only change when the sync worker imports, so a
// minute's delay is invisible while page views don't each cost a DB query.

const LATEST_COUNT = 12;

interface HomePageProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: HomePageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const alternates = staticAlternates('/');
  return { alternates: { canonical: alternates[locale], languages: alternates } };
}

export default async function HomePage({ params }: HomePageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [t, latest] = await Promise.all([
    getTranslations('HomePage'),
    listProperties({ locale, limit: LATEST_COUNT }),
  ]);
  return (
    <>
      <SiteHeader showLogo alternates={staticAlternates('/')} />
      <main id="main" className="container page">
        <JsonLd
          data={agencyJsonLd({
            name: site.agencyName,
            url: absoluteUrl(site.url, staticAlternates('/')[locale]),
            telephone: site.phone,
            address: site.address,
          })}
        />
        <h1>{t('title')}</h1>
        <section aria-labelledby="latest-listings">
          <h2 id="latest-listings">{t('latestListings')}</h2>
          {latest.items.length === 0 ? (
            <p>{t('empty')}</p>
          ) : (
            <ul className="card-grid">
              {latest.items.map((property, index) => (
                <li key={property.id}>
                  <PropertyCard property={property} locale={locale} eager={index < 2} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </main>
    </>
  );
}
