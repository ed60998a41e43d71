// Turns a demand's waiting items into one 'demand-alert' outbox row, in one
// transaction: the row exists exactly when its items are marked as carried
// by it, so however often this runs, an item is mailed once.
import {
  agencyContact,
  forgetWaitingAlertItems,
  insertOutboxMail,
  lockConfirmedDemand,
  markAlertSent,
  type WaitingAlertItem,
  waitingAlertItems,
} from '@immo/db';
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
import { hmacSigner, manageAlertsUrl, unsubscribeUrl } from './unsubscribe-links';

export interface AlertMailerConfig {
  siteUrl: string;
  subscriptionSecret: string;
  /** The sender's address, for the Message-ID's domain. */
  mailFrom: string;
}

/** Of several waiting events of one listing, the one the mail names: it is new, else its price fell, else its status moved. */
const EVENT_RANK: Record<ListingEventKind, number> = { new: 0, 'price-drop': 1, status: 2 };

export type FlushOutcome = { outboxId: string; listings: number } | null;

export async function flushDemandAlerts(
  manager: EntityManager,
  demandId: string,
  config: AlertMailerConfig,
): Promise<FlushOutcome> {
  // The row lock makes a digest and an instant flush of the same demand take turns.
  const demand = await lockConfirmedDemand(manager, demandId);
  if (!demand) return null;
  const items = await waitingAlertItems(manager, demandId);
  // A listing withdrawn since has no page to show: forget its items (back on the site, it is new again).
  const gone = items.filter((item) => !item.live).map((item) => item.propertyId);
  await forgetWaitingAlertItems(manager, demandId, gone);
  const byListing = new Map<number, WaitingAlertItem>();
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
    manageUrl: manageAlertsUrl(config.siteUrl, locale, demand.id, sign),
  };
  const outboxId = await insertOutboxMail(
    manager,
    { template: 'demand-alert', locale, to: demand.email, data },
    config.mailFrom,
  );
  // What the mail shows (the template's first DEMAND_ALERT_MAX_ITEMS), for each owner's reach.
  await markAlertSent(
    manager,
    demandId,
    outboxId,
    carried.slice(0, DEMAND_ALERT_MAX_ITEMS).map((item) => item.propertyId),
  );
  return { outboxId, listings: byListing.size };
}

function recipientTitle(title: string | null): 'mr' | 'ms' | 'miss' | undefined {
  return title === 'mr' || title === 'ms' || title === 'miss' ? title : undefined;
}

function listingOf(
  item: WaitingAlertItem,
  locale: Locale,
  siteUrl: string,
): MailDataInput<'demand-alert'>['listings'][number] {
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
function allListingsUrl(
  siteUrl: string,
  locale: Locale,
  demand: { goal: GoalChoice; propertyTypes: readonly number[] },
): string {
  const url = new URL(localizePath(demand.goal === 'sale' ? '/for-sale/' : '/for-rent/', locale), siteUrl);
  const [onlyType, ...others] = demand.propertyTypes;
  if (onlyType !== undefined && others.length === 0) url.searchParams.set('type', String(onlyType));
  return url.toString();
}

async function agencyOf(manager: EntityManager, siteUrl: string): Promise<MailDataInput<'demand-alert'>['agency']> {
  const row = await agencyContact(manager);
  return {
    name: row?.name || new URL(siteUrl).hostname,
    siteUrl,
    ...(row?.email ? { email: row.email } : {}),
    ...(row?.phone ? { phone: row.phone } : {}),
  };
}
