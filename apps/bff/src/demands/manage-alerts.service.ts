import {
  type AlertDeleted,
  type DemandFrequency,
  demandCriteriaOf,
  storedCriteriaOf,
  GOALS,
  isLocale,
  matchableListing,
  matchesDemand,
  type ManagedAlert,
  type ManagedAlerts,
  type TDemandCriteria,
} from '@immo/domain';
import {
  type AddressAlertRow,
  alertsOfAddress,
  DemandEntity,
  discardWaitingAlertMails,
  forgetWaitingAlertItems,
  lockAddressAlert,
  manageLinkOwner,
  setAlertCriteria,
  setAlertFrequency,
  setAlertPaused,
  waitingItemListings,
} from '@immo/db';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type BffEnv, ENV } from '../config/env';
import { presentationNames } from '../leads/presentation-names';
import { SubscriptionException } from './subscription.exception';
import { signManageAlertsToken, verifyManageAlertsToken } from './subscription-tokens';

interface LinkOwner {
  anchorId: string;
  email: string;
  locale: ManagedAlerts['locale'];
}

const notFound = () => new SubscriptionException('This alerts link is not valid any more', 'SUBSCRIPTION_NOT_FOUND');

function alertOf(row: AddressAlertRow): ManagedAlert {
  return {
    id: row.id,
    goal: (GOALS as readonly string[]).includes(row.goal) ? row.goal : 'sale',
    propertyTypes: row.propertyTypes,
    zones: row.zones,
    budgetMin: row.budgetMin,
    budgetMax: row.budgetMax,
    bedroomsMin: row.bedroomsMin,
    livingAreaMin: row.livingAreaMin,
    livingAreaMax: row.livingAreaMax,
    maxEnergy: row.maxEnergy,
    features: row.features,
    frequency: row.frequency,
    paused: row.pausedAt !== null,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
  };
}

/**
 * The visitor's own alerts page, without an account: the signed link of any
 * of their alert mails names one demand, and stands for its address. Every
 * change names a demand too and is refused (404, as for a link we did not
 * sign) unless that demand is a confirmed one of the same address.
 */
@Injectable()
export class ManageAlertsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ENV) private readonly env: BffEnv,
  ) {}

  async read(token: string): Promise<ManagedAlerts> {
    return this.alertsOf(await this.owner(token));
  }

  async setFrequency(token: string, demandId: string, frequency: DemandFrequency): Promise<ManagedAlerts> {
    const owner = await this.owner(token);
    if (!(await setAlertFrequency(this.dataSource, owner.email, demandId, frequency))) throw notFound();
    return this.alertsOf(owner);
  }

  /**
   * New criteria for the alert, from the next import on. What it already
   * filed stays (sent or waiting): the visitor is not mailed a listing twice,
   * and a listing already on the site is not announced as new because it now
   * matches. What waits for its digest and no longer matches is forgotten:
   * the next mail says only what the visitor now asks for (docs/decisions.md,
   * "Alert criteria").
   */
  async setCriteria(token: string, demandId: string, criteria: TDemandCriteria): Promise<ManagedAlerts> {
    const owner = await this.owner(token);
    await this.dataSource.transaction(async (manager) => {
      if (!(await setAlertCriteria(manager, owner.email, demandId, criteria))) throw notFound();
      const rule = demandCriteriaOf(storedCriteriaOf(criteria));
      const waiting = await waitingItemListings(manager, demandId);
      const stale = waiting.filter((listing) => !matchesDemand(rule, matchableListing(listing)));
      await forgetWaitingAlertItems(
        manager,
        demandId,
        stale.map((listing) => listing.id),
      );
    });
    return this.alertsOf(owner);
  }

  /** Pausing also discards its alert still waiting in the outbox: from the answer on, nothing more goes out. */
  async setPaused(token: string, demandId: string, paused: boolean): Promise<ManagedAlerts> {
    const owner = await this.owner(token);
    await this.dataSource.transaction(async (manager) => {
      if (!(await setAlertPaused(manager, owner.email, demandId, paused))) throw notFound();
      if (paused) await discardWaitingAlertMails(manager, demandId);
    });
    return this.alertsOf(owner);
  }

  /**
   * Deletes the alert (its items with it) and its mails not yet sent. The
   * answer carries the link to keep using: the deleted alert's own link dies
   * with it, so when it was the link's one, another alert's link stands in.
   */
  async remove(token: string, demandId: string): Promise<AlertDeleted> {
    const owner = await this.owner(token);
    await this.dataSource.transaction(async (manager) => {
      if (!(await lockAddressAlert(manager, owner.email, demandId))) throw notFound();
      await discardWaitingAlertMails(manager, demandId);
      await manager.delete(DemandEntity, { id: demandId });
    });
    if (demandId !== owner.anchorId) return { token };
    const [next] = await alertsOfAddress(this.dataSource, owner.email);
    return { token: next ? signManageAlertsToken(next.id, this.env.SUBSCRIPTION_TOKEN_SECRET) : null };
  }

  private async owner(token: string): Promise<LinkOwner> {
    const anchorId = verifyManageAlertsToken(token, this.env.SUBSCRIPTION_TOKEN_SECRET);
    if (!anchorId) throw notFound();
    const row = await manageLinkOwner(this.dataSource, anchorId);
    if (!row) throw notFound();
    return { anchorId, email: row.email, locale: isLocale(row.locale) ? row.locale : this.env.DEFAULT_LOCALE };
  }

  private async alertsOf(owner: LinkOwner): Promise<ManagedAlerts> {
    const alerts = (await alertsOfAddress(this.dataSource, owner.email)).map(alertOf);
    const names = await presentationNames(
      this.dataSource,
      alerts.map((alert) => ({ propertyTypes: alert.propertyTypes, zones: alert.zones })),
    );
    return { locale: owner.locale, alerts, names: { ...names, files: {} } };
  }
}
