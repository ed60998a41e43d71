import { isLocale, type Locale, type SubscriptionKind } from '@immo/domain';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type BffEnv, ENV } from '../config/env';
import {
  DemandEntity,
  deleteOtherNewsletterSignUps,
  discardWaitingAlertMails,
  lockDemandLocale,
  NewsletterSubscriptionEntity,
  subscriptionLocale,
} from '@immo/db';
import { SubscriptionException } from './subscription.exception';
import { hashConfirmationToken, verifyUnsubscribeToken } from './subscription-tokens';

export interface SubscriptionState {
  subject: SubscriptionKind;
  state: 'confirmed' | 'unsubscribed';
  locale: Locale;
}

/**
 * The life of a demand or newsletter sign-up after its form: confirmed by
 * the POST behind the mail's link, ended by a one-click unsubscribe.
 * Both are safe to repeat: a second confirmation or unsubscription answers
 * like the first.
 */
@Injectable()
export class SubscriptionsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ENV) private readonly env: BffEnv,
  ) {}

  async confirm(token: string): Promise<SubscriptionState> {
    const hash = hashConfirmationToken(token);
    return this.dataSource.transaction(async (manager) => {
      const demand = await manager.findOne(DemandEntity, {
        where: { confirmTokenHash: hash },
        lock: { mode: 'pessimistic_write' },
      });
      if (demand) {
        if (demand.state !== 'confirmed')
          await manager.update(DemandEntity, { id: demand.id }, { state: 'confirmed', confirmedAt: new Date() });
        return { subject: 'demand', state: 'confirmed', locale: demand.locale };
      }
      const signUp = await manager.findOne(NewsletterSubscriptionEntity, {
        where: { confirmTokenHash: hash },
        lock: { mode: 'pessimistic_write' },
      });
      if (!signUp)
        throw new SubscriptionException('No subscription waits for this confirmation', 'SUBSCRIPTION_NOT_FOUND');
      if (signUp.state !== 'confirmed') {
        // One subscription per address: a newer confirmation replaces the older sign-ups.
        await deleteOtherNewsletterSignUps(manager, signUp.email, signUp.id);
        await manager.update(
          NewsletterSubscriptionEntity,
          { id: signUp.id },
          { state: 'confirmed', confirmedAt: new Date() },
        );
      }
      return { subject: 'newsletter', state: 'confirmed', locale: signUp.locale };
    });
  }

  /**
   * Ends the subscription a signed token names, at once: the row goes (with
   * a demand's alert memory) and its alerts still waiting in the outbox are
   * discarded. A subscription already gone answers the same.
   */
  async unsubscribe(token: string): Promise<SubscriptionState> {
    const ref = verifyUnsubscribeToken(token, this.env.SUBSCRIPTION_TOKEN_SECRET);
    if (!ref) throw new SubscriptionException('This unsubscribe link is not valid', 'SUBSCRIPTION_NOT_FOUND');
    const locale = await this.dataSource.transaction((manager) =>
      ref.kind === 'demand' ? this.endDemand(manager, ref.id) : this.endNewsletter(manager, ref.id),
    );
    return { subject: ref.kind, state: 'unsubscribed', locale: locale ?? this.env.DEFAULT_LOCALE };
  }

  /** The language of the page a person lands on from an unsubscribe link (the site's default when the token is not ours or its row is gone). */
  async localeOfUnsubscribeToken(token: string): Promise<Locale> {
    const ref = verifyUnsubscribeToken(token, this.env.SUBSCRIPTION_TOKEN_SECRET);
    if (!ref) return this.env.DEFAULT_LOCALE;
    const locale = await subscriptionLocale(this.dataSource, ref.kind, ref.id);
    return locale !== undefined && isLocale(locale) ? locale : this.env.DEFAULT_LOCALE;
  }

  private async endDemand(manager: EntityManager, id: string): Promise<Locale | null> {
    const locale = await lockDemandLocale(manager, id);
    if (locale === undefined) return null;
    await discardWaitingAlertMails(manager, id);
    await manager.delete(DemandEntity, { id });
    return isLocale(locale) ? locale : null;
  }

  private async endNewsletter(manager: EntityManager, id: string): Promise<Locale | null> {
    const row = await manager.findOne(NewsletterSubscriptionEntity, { where: { id } });
    if (!row) return null;
    await manager.delete(NewsletterSubscriptionEntity, { id });
    return row.locale;
  }
}
