// Agency settings that the spec puts in site configuration. Until the BFF
// serves that configuration, they come from the environment.

export const site = {
  agencyName: process.env.AGENCY_NAME ?? 'Immo',
  phone: process.env.AGENCY_PHONE ?? '0475123456',
  /** Absolute origin for canonical and hreflang URLs. */
  url: process.env.SITE_URL ?? 'http://localhost:3000',
  /**
   * Marquee codes whose name replaces the price (spec §4). Empty until the
   * site configuration provides the list.
   */
  marqueeIgnoreList: [] as readonly number[],
} as const;
