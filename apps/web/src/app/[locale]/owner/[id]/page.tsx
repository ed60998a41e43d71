import { parseRecordId, ZOwnerPropertyDetailSchema } from '@immo/domain';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { HistorySections } from '@/components/owner/HistorySections';
import { OwnerFrame } from '@/components/owner/OwnerFrame';
import { PropertyFacts } from '@/components/owner/PropertyFacts';
import { ReachSection } from '@/components/owner/ReachSection';
import { ViewFigures } from '@/components/owner/ViewFigures';
import { ViewsGraph } from '@/components/owner/ViewsGraph';
import { localeParams } from '@/lib/locale-params';
import { ownerGetJson } from '@/lib/owner/owner-bff';
import { ownerPageMetadata } from '@/lib/owner/owner-metadata';
import { ownerPaths, ownerPropertyOriginalPath } from '@/lib/owner/owner-paths';
import type { Locale } from '@immo/domain';
import styles from '@/components/owner/Owner.module.css';

interface OwnerPropertyRouteProps {
  params: Promise<{ locale: string; id: string }>;
}

/** One call for the metadata and the page. Null: not this owner's (the proxy's owner gate already answered 404 for those). */
const loadDetail = cache((id: number | null, locale: Locale) =>
  id === null
    ? Promise.resolve(null)
    : ownerGetJson(`/api/owner/properties/${id}?locale=${locale}`, ZOwnerPropertyDetailSchema, locale),
);

export async function generateMetadata({ params }: OwnerPropertyRouteProps): Promise<Metadata> {
  const { locale, id } = await localeParams(params);
  const [t, detail] = await Promise.all([
    getTranslations({ locale, namespace: 'OwnerPortal' }),
    loadDetail(parseRecordId(id), locale),
  ]);
  return ownerPageMetadata(detail ? `${detail.property.title} – ${t('title')}` : t('title'));
}

/**
 * One property in the portal: its figures (today's live), the 30-day graph
 * (the only page that loads ApexCharts) with its table, its reach, and its
 * history. Rendered on the server with the owner's cookies, as the dashboard.
 */
export default async function OwnerPropertyPage({ params }: OwnerPropertyRouteProps) {
  const { locale, id } = await localeParams(params);
  setRequestLocale(locale);
  const propertyId = parseRecordId(id);
  const paths = ownerPaths(locale);
  const [t, detail] = await Promise.all([
    getTranslations({ locale, namespace: 'OwnerPortal' }),
    loadDetail(propertyId, locale),
  ]);
  if (!detail || propertyId === null) notFound();
  const { property } = detail;
  return (
    <OwnerFrame originalPath={ownerPropertyOriginalPath(propertyId)} title={property.title}>
      <p>
        <a href={paths.dashboard}>{t('backToProperties')}</a>
      </p>
      <ViewFigures propertyId={property.id} views={detail.views} locale={locale} loginPath={paths.login} />
      <div className={styles.section}>
        <PropertyFacts property={property} locale={locale} />
        <p className={styles.links}>
          {property.path ? <a href={property.path}>{t('publicPage')}</a> : <span>{t('notPublic')}</span>}
        </p>
      </div>
      <ViewsGraph days={detail.views.days} locale={locale} />
      <ReachSection reach={detail.reach} locale={locale} />
      <HistorySections detail={detail} locale={locale} />
    </OwnerFrame>
  );
}
