import { isForSale, marqueeBanner, priceDisplay, truncateText } from '@immo/domain';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MarqueeBadge } from '@/components/MarqueeBadge';
import { PriceText } from '@/components/PriceText';
import { SiteHeader } from '@/components/SiteHeader';
import { site } from '@/config/site';
import { propertyAlternates } from '@/lib/alternates';
import { absoluteUrl, listingJsonLd } from '@/components/seo/json-ld';
import { JsonLd } from '@/components/seo/JsonLd';
import type { Goal } from '@/lib/bff';
import { Breadcrumb } from './Breadcrumb';
import { EnergySection } from './EnergySection';
import { KeyFacts } from './KeyFacts';
import { loadCanonicalProperty, type PropertyRouteParams } from './load-property';
import { PhotoGallery } from './PhotoGallery';
import { ViewBeacon } from './ViewBeacon';

export interface PropertyRouteProps {
  params: Promise<PropertyRouteParams>;
}

// Search snippets show about this many characters.
const META_DESCRIPTION_LIMIT = 160;

/** Shared by the for-sale and for-rent routes: title, description, canonical and hreflang. */
export async function propertyDetailMetadata({ params }: PropertyRouteProps, routeGoal: Goal): Promise<Metadata> {
  const { locale, property, canonical } = await loadCanonicalProperty(params, routeGoal);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const goal = isForSale(property.goal) ? 'sale' : 'rent';
  const title = t('propertyTitle', { title: property.title, goal, city: property.city });
  const description = property.description
    ? truncateText(property.description.replace(/\s+/g, ' ').trim(), META_DESCRIPTION_LIMIT)
    : t('propertyDescription', { title: property.title, goal, city: property.city, reference: property.reference });
  return {
    title,
    description,
    alternates: { canonical, languages: propertyAlternates(property) },
    openGraph: {
      title,
      description,
      url: canonical,
      type: 'website',
      ...(property.picture ? { images: [{ url: property.picture.url }] } : {}),
    },
  };
}

/** The property detail page, shared by the for-sale and for-rent routes. */
export async function PropertyDetailPage({ params, routeGoal }: PropertyRouteProps & { routeGoal: Goal }) {
  const { locale, property, canonical } = await loadCanonicalProperty(params, routeGoal);
  setRequestLocale(locale);
  const [t, tErrors] = await Promise.all([getTranslations('PropertyPage'), getTranslations('Errors')]);
  const forSale = isForSale(property.goal);
  const banner = marqueeBanner(property.marquee);
  return (
    <>
      <SiteHeader alternates={propertyAlternates(property)} />
      <main id="main" className="container page">
        <Breadcrumb forSale={forSale} title={property.title} url={canonical} />
        <JsonLd
          data={listingJsonLd(property, {
            url: absoluteUrl(site.url, canonical),
            siteUrl: site.url,
            marqueeIgnoreList: site.marqueeIgnoreList,
          })}
        />
        <article className="property">
          <header className="property__header">
            <h1>{property.title}</h1>
            <p className="property__city">
              {property.zip} {property.city}
            </p>
            <p className="property__price">
              <PriceText display={priceDisplay(property, site.marqueeIgnoreList)} />
            </p>
            <MarqueeBadge marquee={property.marquee} />
            {banner && (
              <p className="notice" role="status">
                {banner === 'sold' ? tErrors('propertySoldText') : tErrors('propertyRented')}
              </p>
            )}
          </header>
          <PhotoGallery property={property} />
          <section aria-labelledby="description" className="property__section">
            <h2 id="description">{t('description')}</h2>
            <p className="property__description">{property.description}</p>
          </section>
          <EnergySection property={property} />
          <KeyFacts property={property} />
        </article>
        <ViewBeacon propertyId={property.id} />
      </main>
    </>
  );
}
