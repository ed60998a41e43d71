// Agency settings that the spec puts in site configuration. Until the BFF
// serves that configuration, they come from the environment.
import { webEnv } from './env';

const env = webEnv();

export const site = {
  agencyName: env.AGENCY_NAME,
  phone: env.AGENCY_PHONE,
  /** Absolute origin for canonical and hreflang URLs. */
  url: env.SITE_URL,
  /**
   * Marquee codes whose name replaces the price (spec §4). Empty until the
   * site configuration provides the list.
   */
  marqueeIgnoreList: [] as readonly number[],
  /**
   * The agency's postal address for its structured data (JSON-LD on the
   * home page). A placeholder until the site configuration provides it:
   * empty fields are left out of the JSON-LD.
   */
  address: { streetAddress: '', postalCode: '', addressLocality: '', addressCountry: 'BE' },
} as const;
