import type { Repository } from 'typeorm';
import type { SiteSettingsEntity } from '@immo/db';

/** The site's marquee ignore list: marquees that stand in the price's place and withhold it. */
export async function readMarqueeIgnoreList(settings: Repository<SiteSettingsEntity>): Promise<number[]> {
  const row = await settings.findOne({ where: { id: 1 }, select: { id: true, marqueeIgnoreList: true } });
  return row?.marqueeIgnoreList ?? [];
}
