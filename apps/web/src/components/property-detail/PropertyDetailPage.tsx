import {
  descriptionSnippet,
  marqueeBanner,
  META_DESCRIPTION_LIMIT,
  priceDisplay,
  type CostsSearchParams,
  type PropertyGoal,
} from '@immo/domain';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MarqueeBadge } from '@/components/MarqueeBadge';
import { PriceText } from '@/components/PriceText';
import { SiteHeader } from '@/components/frame/SiteHeader';
import { NavLink } from '@/components/NavLink';
import { projectPath } from '@/lib/project-path';
import { LocalizedLazySearchBox } from '@/components/search-box/LocalizedLazySearchBox';
import { getSiteFacts, site } from '@/config/site';
import { propertyAlternates } from '@/lib/alternates';
import { absoluteUrl, listingJsonLd } from '@/components/seo/json-ld';
import { JsonLd } from '@/components/seo/JsonLd';
import { Breadcrumb } from './Breadcrumb';
import { PropertyFormsSection } from '@/components/property-forms/PropertyFormsSection';
import { PurchaseCostsSection } from '@/components/purchase-costs/PurchaseCostsSection';
import { ContactCard } from './ContactCard';
import { DetailGroups } from './DetailGroups';
import styles from './DetailPage.module.css';
import { DocumentsSection } from './DocumentsSection';
import { EnergySection } from './EnergySection';
import { KeyFacts } from './KeyFacts';
import { loadCanonicalProperty, type PropertyRouteParams } from './load-property';
import { loadRelated } from './load-related';
import { loadUnitProject } from './load-unit-project';
import { LocationSection } from './LocationSection';
import { MediaSection } from './MediaSection';
import { NeighboursNav } from './NeighboursNav';
import { PhoneBar } from './PhoneBar';
import { PhotoGallery } from './PhotoGallery';
import { PrintButton } from './PrintButton';
import { PriceHistorySection } from './PriceHistorySection';
import { PriceLoweredBadge } from '@/components/PriceLoweredBadge';
import { brochureHref } from '@/lib/brochure/brochure-path';
import { ShareSection } from './ShareSection';
import { FavouriteButton } from '@/components/favourites/FavouriteButton';
import { SimilarSection } from './SimilarSection';
import { ViewBeacon } from './ViewBeacon';
import searchFormStyles from '@/components/SearchForm.module.css';
import noticeStyles from '@/components/Notice.module.css';
import layout from '@/components/DetailLayout.module.css';

export interface PropertyRouteProps {
  params: Promise<PropertyRouteParams>;
  searchParams?: Promise<CostsSearchParams>;
}

/** Shared by the for-sale and for-rent routes: title, description, canonical and hreflang. */
export async function propertyDetailMetadata(
  { params }: PropertyRouteProps,
  routeGoal: PropertyGoal,
): Promise<Metadata> {
  const { locale, property, canonical } = await loadCanonicalProperty(params, routeGoal);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const goal = property.goal;
  const title = t('propertyTitle', { title: property.title, goal, city: property.city });
  const description = property.description
    ? descriptionSnippet(property.description, META_DESCRIPTION_LIMIT)
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
      ...(property.picture
        ? {
            images: [
              { url: property.picture.url, width: property.picture.width, height: property.picture.height, alt: title },
            ],
          }
        : {}),
    },
    twitter: {
      card: property.picture ? 'summary_large_image' : 'summary',
      title,
      description,
      ...(property.picture ? { images: [property.picture.url] } : {}),
    },
  };
}

/** The property detail page, shared by the for-sale and for-rent routes. */
export async function PropertyDetailPage({
  params,
  searchParams,
  routeGoal,
}: PropertyRouteProps & { routeGoal: PropertyGoal }) {
  const { locale, property, canonical } = await loadCanonicalProperty(params, routeGoal);
  setRequestLocale(locale);
  const [t, tErrors, tPrint, related, { marqueeIgnoreList }, project] = await Promise.all([
    getTranslations('PropertyPage'),
    getTranslations('Errors'),
    getTranslations('PrintPage'),
    loadRelated(property.id, locale),
    getSiteFacts(locale),
    loadUnitProject(property.projectId, locale),
  ]);
  const tBrochure = await getTranslations('Brochure');
  const forSale = property.goal === 'sale';
  const banner = marqueeBanner(property.marquee);
  const pageUrl = absoluteUrl(site.url, canonical);
  return (
    <>
      <SiteHeader alternates={propertyAlternates(property)} />
      <main id="main" className="container page">
        <Breadcrumb forSale={forSale} title={property.title} url={canonical} />
        <JsonLd
          data={listingJsonLd(property, {
            url: absoluteUrl(site.url, canonical),
            siteUrl: site.url,
            marqueeIgnoreList,
          })}
        />
        <article className={`property ${styles.printRoot}`}>
          <header className={layout.header}>
            <h1>{property.title}</h1>
            <p className={layout.city}>
              {property.zip} {property.city}
            </p>
            {project && (
              <p className="property__project">
                <NavLink href={projectPath(project, locale)}>{t('partOfProject', { name: project.name })}</NavLink>
              </p>
            )}
            <p className={layout.price} data-testid="property-price">
              <PriceText display={priceDisplay(property, marqueeIgnoreList)} />
              <PriceLoweredBadge lowered={property.priceLowered} />
            </p>
            <MarqueeBadge marquee={property.marquee} />
            {banner && (
              <p className={`notice ${noticeStyles.notice}`} role="status" data-testid="property-banner">
                <strong>{banner === 'sold' ? tErrors('propertySold') : tErrors('propertyRentedLabel')}</strong>
                {' – '}
                {banner === 'sold' ? tErrors('propertySoldText') : tErrors('propertyRented')}
              </p>
            )}
            {/* Spec §8: a sold or rented property offers a search, as the not-found state does (similar properties follow below). */}
            {banner && (
              <div className={`${searchFormStyles.searchForm} ${styles.noPrint}`} data-testid="closed-property-search">
                <LocalizedLazySearchBox locale={locale} marqueeIgnoreList={marqueeIgnoreList} showButton showCount />
              </div>
            )}
            <div className={styles.toolbar}>
              <PrintButton label={tPrint('printButton')} />
              {/* A plain link, no script: the PDF is made on the server when asked (lib/brochure). */}
              <a className={styles.action} href={brochureHref(canonical)} download data-testid="brochure-link">
                {tBrochure('link')}
              </a>
              <FavouriteButton id={property.id} title={property.title} locale={locale} />
            </div>
            <p className={styles.printUrl}>{tPrint('pageUrl', { url: pageUrl })}</p>
          </header>
          <PhotoGallery property={property} />
          <KeyFacts property={property} locale={locale} />
          <PriceHistorySection property={property} locale={locale} />
          <section aria-labelledby="description" className={layout.section}>
            <h2 id="description">{t('description')}</h2>
            {/* Sanitised HTML: the sync worker keeps p, br, strong, em and lists only. */}
            <div className={layout.description} dangerouslySetInnerHTML={{ __html: property.description }} />
          </section>
          {property.fields && <DetailGroups fields={property.fields} />}
          <EnergySection property={property} />
          <MediaSection property={property} />
          <LocationSection property={property} locale={locale} />
          <DocumentsSection documents={property.documents ?? []} />
          <PurchaseCostsSection property={property} locale={locale} canonical={canonical} searchParams={searchParams} />
          {property.fields?.manager && <ContactCard manager={property.fields.manager} />}
          <PropertyFormsSection property={property} locale={locale} canonical={canonical} />
          <ShareSection url={pageUrl} title={property.title} />
        </article>
        <NeighboursNav neighbours={related.neighbours} locale={locale} />
        <SimilarSection similar={related.similar} locale={locale} />
        <ViewBeacon propertyId={property.id} />
      </main>
      <PhoneBar property={property} locale={locale} pageUrl={pageUrl} />
    </>
  );
}
