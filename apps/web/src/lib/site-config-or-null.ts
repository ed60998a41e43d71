import type { Locale, SiteConfigDto } from '@immo/domain';
import { cache } from 'react';
import { getSiteConfig } from '@/lib/site-config';

/**
 * The site configuration, or null when the BFF cannot give it. The frame
 * then falls back to the environment's agency facts, so an error page
 * (rendered because the BFF is down) still has a header and a footer.
 * Once per render (React cache): header, footer, cards and metadata all ask,
 * and a BFF that is down is logged once, not by each of them.
 */
export const siteConfigOrNull = cache(async (locale: Locale): Promise<SiteConfigDto | null> => {
  try {
    return await getSiteConfig(locale);
  } catch (error) {
    console.error('[frame] site configuration unavailable', error);
    return null;
  }
});
