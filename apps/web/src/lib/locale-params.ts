// The `[locale]` segment becomes a Locale here, once. Next.js gives the layout
// and each page its own params, so each reads them through this rather than
// checking the segment itself; components get the Locale as a prop, or from
// next-intl (getLocale/useLocale, typed Locale by global.d.ts), which serves
// the locale the layout set. Any other segment is the 404 page.
import type { Locale } from '@immo/domain';
import { hasLocale } from 'next-intl';
import { notFound } from 'next/navigation';
import { routing } from '@/i18n/routing';

/** A route's params with its `locale` segment narrowed to one of the site's locales. */
export async function localeParams<P extends { locale: string }>(
  params: Promise<P>,
): Promise<Omit<P, 'locale'> & { locale: Locale }> {
  const { locale, ...rest } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  return { ...rest, locale };
}
