// Turns a demand's waiting items into one 'demand-alert' outbox row, in one
// transaction: the row exists exactly when its items are marked as carried
// by it, so however often this runs, an item is mailed once.
import { insertOutboxMail } from '@immo/db';
import {
  DEMAND_ALERT_MAX_ITEMS,
  GOAL_SALE,
  type GoalChoice,
  isLocale,
  type ListingEventKind,
  type Locale,
  type MailDataInput,
  marqueeWord,
} from '@immo/domain';
import { localizePath } from '@immo/i18n';
import type { EntityManager } from 'typeorm';
import { hmacSigner, unsubscribeUrl } from './unsubscribe-links';

export interface AlertMailerConfig {
  siteUrl: string;
  subscriptionSecret: string;
  /** The sender's address, for the Message-ID's domain. */
  mailFrom: string;
}

interface DemandRow {
  id: string;
  email: string;
  locale: string;
  title: string | null;
  firstName: string;
  lastName: string;
  goal: GoalChoice;
  frequency: 'instant' | 'daily' | 'weekly';
  propertyTypes: number[];
}

interface ItemRow {
  propertyId: number;
  event: ListingEventKind;
  createdAt: Date;
  live: boolean;
  reference: string;
  goal: number;
  titles: Record<string, string | undefined>;
  city: string;
  cityNames: Record<string, string | undefined> | null;
  price: number | null;
  previousPrice: number | null;
  marquee: number;
}

interface AgencyRow {
  name: string;
  email: string | null;
  phone: string | null;
}

// The price visitors may see: the same rule as listing-changes.ts.
const ITEMS = `
  SELECT i.property_id AS "propertyId", i.event, i.created_at AS "createdAt", p.withdrawn_at IS NULL AS live,
         p.reference, p.goal, p.titles, p.city, c.names AS "cityNames", st.published_price::float8 AS price, i.previous_price::float8 AS "previousPrice", p.marquee
  FROM demand_alert_items i
  JOIN properties p ON p.id = i.property_id
  LEFT JOIN demand_listing_states st ON st.property_id = p.id
  LEFT JOIN LATERAL (SELECT names FROM cities c WHERE c.zip = p.zip AND c.country_id = p.country_id AND c.name = p.city LIMIT 1) c ON true
  WHERE i.demand_id = $1 AND i.outbox_id IS NULL
  ORDER BY i.created_at DESC, i.property_id`;

/** Of several waiting events of one listing, the one the mail names: it is new, else its price fell, else its status moved. */
const EVENT_RANK: Record<ListingEventKind, number> = { new: 0, 'price-drop': 1, status: 2 };

export type FlushOutcome = { outboxId: string; listings: number } | null;

export async function flushDemandAlerts(
  manager: EntityManager,
  demandId: string,
  config: AlertMailerConfig,
): Promise<FlushOutcome> {
  // The row lock makes a digest and an instant flush of the same demand take turns.
  const [demand] = (await manager.query(
    `SELECT id, email, locale, title, first_name AS "firstName", last_name AS "lastName", goal, frequency, property_types AS "propertyTypes"
     FROM demands WHERE id = $1 AND state = 'confirmed' FOR UPDATE`,
    [demandId],
  )) as DemandRow[];
  if (!demand) return null;
  const items = (await manager.query(ITEMS, [demandId])) as ItemRow[];
  // A listing withdrawn since has no page to show: forget its items (back on the site, it is new again).
  const gone = items.filter((item) => !item.live).map((item) => item.propertyId);
  if (gone.length > 0) {
    await manager.query(
      `DELETE FROM demand_alert_items WHERE demand_id = $1 AND outbox_id IS NULL AND property_id = ANY($2::int[])`,
      [demandId, gone],
    );
  }
  const byListing = new Map<number, ItemRow>();
  for (const item of items) {
    if (!item.live) continue;
    const kept = byListing.get(item.propertyId);
    if (!kept || EVENT_RANK[item.event] < EVENT_RANK[kept.event]) {
      byListing.set(item.propertyId, kept ? { ...item, createdAt: kept.createdAt } : item);
    } else if (item.event === 'price-drop' && kept.event === 'price-drop' && item.previousPrice !== null) {
      // Newest first: an older drop's 'was' is the price before all of them.
      byListing.set(item.propertyId, { ...kept, previousPrice: item.previousPrice });
    }
  }
  if (byListing.size === 0) return null;
  const locale: Locale = isLocale(demand.locale) ? demand.locale : 'fr';
  const agency = await agencyOf(manager, config.siteUrl);
  const sign = hmacSigner(config.subscriptionSecret);
  const carried = [...byListing.values()]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.propertyId - b.propertyId)
    .slice(0, 500);
  const data: MailDataInput<'demand-alert'> = {
    agency,
    recipient: { title: recipientTitle(demand.title), firstName: demand.firstName, lastName: demand.lastName },
    frequency: demand.frequency,
    listings: carried.map((item) => listingOf(item, locale, config.siteUrl)),
    allUrl: allListingsUrl(config.siteUrl, locale, demand),
    unsubscribeUrl: unsubscribeUrl(config.siteUrl, { kind: 'demand', id: demand.id }, sign),
  };
  const outboxId = await insertOutboxMail(
    manager,
    { template: 'demand-alert', locale, to: demand.email, data },
    config.mailFrom,
  );
  await manager.query(`UPDATE demand_alert_items SET outbox_id = $2 WHERE demand_id = $1 AND outbox_id IS NULL`, [
    demandId,
    outboxId,
  ]);
  // What the mail shows (the template's first DEMAND_ALERT_MAX_ITEMS), for each owner's reach.
  await manager.query(`INSERT INTO alert_mail_listings (outbox_id, property_id) SELECT $1, unnest($2::int[])`, [
    outboxId,
    carried.slice(0, DEMAND_ALERT_MAX_ITEMS).map((item) => item.propertyId),
  ]);
  await manager.query(`UPDATE demands SET last_alert_at = now() WHERE id = $1`, [demandId]);
  return { outboxId, listings: byListing.size };
}

function recipientTitle(title: string | null): 'mr' | 'ms' | 'miss' | undefined {
  return title === 'mr' || title === 'ms' || title === 'miss' ? title : undefined;
}

function listingOf(item: ItemRow, locale: Locale, siteUrl: string): MailDataInput<'demand-alert'>['listings'][number] {
  const marquee = marqueeWord(item.marquee);
  return {
    reference: item.reference,
    title: item.titles[locale] ?? item.titles.fr ?? Object.values(item.titles).find(Boolean) ?? item.reference,
    city: item.cityNames?.[locale] ?? item.city,
    // The short form redirects to the canonical, language-specific address.
    url: new URL(`/${locale}/property/${item.propertyId}/`, siteUrl).toString(),
    goal: item.goal === GOAL_SALE ? 'sale' : 'rent',
    price: item.price,
    ...(item.event === 'price-drop' && item.previousPrice !== null ? { previousPrice: item.previousPrice } : {}),
    change: item.event,
    ...(marquee ? { marquee } : {}),
  };
}

/** The goal's list, narrowed to the type when the demand names one (the list takes one type filter). */
function allListingsUrl(siteUrl: string, locale: Locale, demand: DemandRow): string {
  const url = new URL(localizePath(demand.goal === 'sale' ? '/for-sale/' : '/for-rent/', locale), siteUrl);
  const [onlyType, ...others] = demand.propertyTypes;
  if (onlyType !== undefined && others.length === 0) url.searchParams.set('type', String(onlyType));
  return url.toString();
}

async function agencyOf(manager: EntityManager, siteUrl: string): Promise<MailDataInput<'demand-alert'>['agency']> {
  const [row] = (await manager.query(
    `SELECT agency_name AS name, email, phone FROM site_settings WHERE id = 1`,
  )) as AgencyRow[];
  return {
    name: row?.name || new URL(siteUrl).hostname,
    siteUrl,
    ...(row?.email ? { email: row.email } : {}),
    ...(row?.phone ? { phone: row.phone } : {}),
  };
}
