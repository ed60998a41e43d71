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
} as const;
