// The agency's facts. They live in the site configuration (PostgreSQL, served
// by the BFF) so an operator changes them without a deploy: read them with
// getSiteFacts(locale). `site` keeps the environment's name and phone, the
// fallback when the BFF cannot answer, and `site.url` (SITE_URL), the origin
// of absolute URLs.
import type { Locale } from '@immo/domain';
import { siteConfigOrNull } from '@/lib/site-config-or-null';
import { webEnv } from './env';

const env = webEnv();

export const site = {
  /** Fallback only: use getSiteFacts(locale).agencyName. */
  agencyName: env.AGENCY_NAME,
  /** Fallback only: use getSiteFacts(locale).phone. */
  phone: env.AGENCY_PHONE,
  /** Absolute origin for canonical and hreflang URLs. */
  url: env.SITE_URL,
} as const;

export interface SiteFacts {
  agencyName: string;
  /** As entered; format with formatPhone. */
  phone: string;
  /** The agency's WhatsApp number as entered (whatsappLink); null: none offered. */
  whatsapp: string | null;
  email: string | null;
  /** schema.org PostalAddress fields, for the JSON-LD. */
  address: { streetAddress: string; postalCode: string; addressLocality: string; addressCountry: string };
  /** Marquee codes whose name replaces the price (spec §4). */
  marqueeIgnoreList: readonly number[];
  /** The environment's GTM_ID / META_PIXEL_ID override the configuration's. */
  tracking: { gtmId: string | undefined; metaPixelId: string | undefined };
}

const COUNTRY_CODES: Record<number, string> = { 10: 'BE', 50: 'LU' };

/**
 * The agency's facts from the site configuration (one cached BFF call per
 * render, shared with the header and footer); the environment's values when
 * the BFF cannot answer.
 */
export async function getSiteFacts(locale: Locale): Promise<SiteFacts> {
  const config = await siteConfigOrNull(locale);
  if (!config) {
    return {
      agencyName: site.agencyName,
      phone: site.phone,
      whatsapp: null,
      email: null,
      address: { streetAddress: '', postalCode: '', addressLocality: '', addressCountry: 'BE' },
      marqueeIgnoreList: [],
      tracking: { gtmId: env.GTM_ID, metaPixelId: env.META_PIXEL_ID },
    };
  }
  return {
    agencyName: config.agencyName,
    phone: config.phone,
    whatsapp: config.whatsapp,
    email: config.email,
    address: {
      streetAddress: config.address.street,
      postalCode: config.address.zip,
      addressLocality: config.address.city,
      addressCountry: COUNTRY_CODES[config.address.countryId] ?? 'BE',
    },
    marqueeIgnoreList: config.marqueeIgnoreList,
    tracking: {
      gtmId: env.GTM_ID ?? config.tracking.gtmId ?? undefined,
      metaPixelId: env.META_PIXEL_ID ?? config.tracking.metaPixelId ?? undefined,
    },
  };
}
