'use client';

import type { Locale } from '@immo/i18n';
import { useParams } from 'next/navigation';
import type { ReactNode } from 'react';
import { Link, usePathname } from '@/i18n/navigation';

/**
 * The current route in another language. Needs the browser's router for the
 * route and its params, hence a client leaf; next-intl maps the localized
 * slugs ('/fr/a-vendre/' → '/nl/te-koop/').
 */
export function CurrentPageInLocaleLink({ locale, children }: { locale: Locale; children: ReactNode }) {
  const pathname = usePathname();
  const params = useParams();
  return (
    <Link
      // @ts-expect-error -- next-intl types each route with its own params;
      // the current route and its own params always belong together.
      href={{ pathname, params }}
      locale={locale}
      hrefLang={locale}
      lang={locale}
    >
      {children}
    </Link>
  );
}
