import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { localeParams } from '@/lib/locale-params';
import 'leaflet/dist/leaflet.css';

// The map frame's own root: no header, footer, consent banner or site CSS,
// only Leaflet. It lives outside app/[locale] so the site's layout does not
// wrap it, and its path has a dot (/map/fr/frame.html) so the locale proxy
// leaves its language routing alone.
interface MapFrameLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

// Rendered per request, like every page: Next puts the answer's CSP nonce
// (src/proxy.ts) on its scripts only when it renders. The frame reads
// nothing but its translations, so a render costs no BFF call.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: MapFrameLayoutProps): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'Map' });
  // Only ever shown inside a page that has its own URL.
  return { title: t('label'), robots: { index: false, follow: false } };
}

export default async function MapFrameLayout({ children, params }: MapFrameLayoutProps) {
  const { locale } = await localeParams(params);
  return (
    <html lang={locale}>
      <body style={{ margin: 0 }}>{children}</body>
    </html>
  );
}
