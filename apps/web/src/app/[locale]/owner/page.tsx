import { ZOwnerMeSchema, ZOwnerPropertyListSchema } from '@immo/domain';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { AccountSection } from '@/components/owner/AccountSection';
import { OwnerFrame } from '@/components/owner/OwnerFrame';
import { PropertyCardList } from '@/components/owner/PropertyCardList';
import { localeParams } from '@/lib/locale-params';
import { ownerGetJson } from '@/lib/owner/owner-bff';
import { ownerPageMetadata } from '@/lib/owner/owner-metadata';
import { OWNER_DASHBOARD_PATH, ownerPaths } from '@/lib/owner/owner-paths';
import styles from '@/components/owner/Owner.module.css';

interface DashboardRouteProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: DashboardRouteProps): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'OwnerPortal' });
  return ownerPageMetadata(t('title'));
}

/**
 * The owner's dashboard, rendered on the server with the owner's cookies
 * (the proxy's owner gate let only a live session through): the figures are
 * in the first HTML a phone receives, no JavaScript needed to read them.
 */
export default async function OwnerDashboardPage({ params }: DashboardRouteProps) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const paths = ownerPaths(locale);
  const [t, me, list] = await Promise.all([
    getTranslations({ locale, namespace: 'OwnerPortal' }),
    ownerGetJson('/api/owner/me', ZOwnerMeSchema, locale),
    ownerGetJson(`/api/owner/properties?locale=${locale}`, ZOwnerPropertyListSchema, locale),
  ]);
  if (!me || !list) redirect(paths.login);
  const name = [me.firstName, me.lastName].filter(Boolean).join(' ') || me.email;
  return (
    <OwnerFrame originalPath={OWNER_DASHBOARD_PATH} title={t('title')}>
      <p className={styles.meta}>{t('welcome', { name })}</p>
      <section aria-labelledby="properties-title" className={styles.section}>
        <h2 id="properties-title" className={styles.sectionTitle}>
          {t('properties')}
        </h2>
        <PropertyCardList properties={list.items} locale={locale} loginPath={paths.login} />
      </section>
      <AccountSection me={me} locale={locale} />
    </OwnerFrame>
  );
}
