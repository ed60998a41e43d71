import { type Locale, isLocale, OWNER_LINK_MAILS_PER_DAY, OWNER_RESET_TOKEN_MINUTES } from '@immo/domain';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import {
  insertOwnerPasswordLink,
  isOwnerPasswordLinkUsable,
  lockOwner,
  ownerPasswordLinksSent,
  type OwnerWithAccount,
  spendOwnerPasswordLink,
  spendOwnerPasswordLinks,
} from '@immo/db';
import { type BffEnv, ENV } from '../config/env';
import { MailEnqueuer } from '../leads/mail-enqueuer';
import { OutboxWriter } from '../leads/outbox-writer';
import { OWNER_LOGIN_POLICY } from './owner-login-policy';
import { newResetToken, tokenHash } from '../auth/tokens';
import { ownerPasswordLink } from './owner-password-link';

/** An owner as the login and the mails need them. */
/** An owner as sign-in and the password links read them (ownerWithAccount). */
export type OwnerRow = OwnerWithAccount;

/** At most one reset mail per owner in this time. */
export const RESET_MAIL_INTERVAL_SECONDS = 60;

/**
 * The e-mailed links to set a password: the reset mail and the lock mail,
 * each in the owner's language through the outbox. Only the SHA-256 of a
 * token is stored. Anyone may ask for a reset with an owner's address, so
 * a new link leaves the older ones valid (each until it expires; using one
 * spends them all), and an owner gets at most OWNER_LINK_MAILS_PER_DAY such
 * mails in 24 hours: a stranger can neither flood the mailbox nor keep
 * cancelling the link the owner is about to use. Whoever asked is answered
 * the same either way (OwnerAuthService.requestReset).
 */
@Injectable()
export class OwnerResetLinks {
  constructor(
    @Inject(ENV) private readonly env: BffEnv,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    private readonly enqueuer: MailEnqueuer,
  ) {}

  /** One link a minute per owner, OWNER_LINK_MAILS_PER_DAY a day; the links sent before still work. */
  async mailReset(owner: OwnerRow): Promise<void> {
    const ids = await this.dataSource.transaction(async (manager) => {
      const sent = await this.linksSent(manager, owner);
      if (sent.lastMinute > 0 || sent.lastDay >= OWNER_LINK_MAILS_PER_DAY) return [];
      const link = await this.newLink(manager, owner);
      const data = { recipient: recipientOf(owner), link, expiresInMinutes: OWNER_RESET_TOKEN_MINUTES };
      return this.outbox.add(manager, [
        { template: 'owner-password-reset', locale: this.localeOf(owner), to: owner.email, data },
      ]);
    });
    await this.enqueuer.enqueue(ids);
  }

  /** The one mail of a lock, with a fresh link for the owner who forgot their password; within the same daily count as the reset mails. */
  async mailLocked(owner: OwnerRow): Promise<void> {
    const until = new Date(Date.now() + OWNER_LOGIN_POLICY.maxDelayMs).toISOString();
    const ids = await this.dataSource.transaction(async (manager) => {
      if ((await this.linksSent(manager, owner)).lastDay >= OWNER_LINK_MAILS_PER_DAY) return [];
      const resetLink = await this.newLink(manager, owner);
      const data = { recipient: recipientOf(owner), until, resetLink };
      return this.outbox.add(manager, [
        { template: 'owner-login-locked', locale: this.localeOf(owner), to: owner.email, data },
      ]);
    });
    await this.enqueuer.enqueue(ids);
  }

  /** Spends a link once, before it expires, and with it every other link of its owner: its owner, or null. */
  async spend(manager: EntityManager, token: string): Promise<number | null> {
    return (await spendOwnerPasswordLink(manager, tokenHash(token))) ?? null;
  }

  /** Spends every link of an owner still unused: their password was just set another way. */
  async spendAll(manager: EntityManager, ownerId: number): Promise<void> {
    await spendOwnerPasswordLinks(manager, ownerId);
  }

  /** Whether a link could still be spent: a cheap look, so a forged token costs no argon2 hash. */
  async isUsable(token: string): Promise<boolean> {
    return isOwnerPasswordLinkUsable(this.dataSource, tokenHash(token));
  }

  /** The links mailed to the owner in the last minute and day, the owner's row locked so two requests count one after the other. */
  private async linksSent(manager: EntityManager, owner: OwnerRow): Promise<{ lastMinute: number; lastDay: number }> {
    await lockOwner(manager, owner.id);
    const sent = await ownerPasswordLinksSent(manager, owner.id, RESET_MAIL_INTERVAL_SECONDS);
    return { lastMinute: sent.recent, lastDay: sent.lastDay };
  }

  private async newLink(manager: EntityManager, owner: OwnerRow): Promise<string> {
    const token = newResetToken();
    await insertOwnerPasswordLink(manager, {
      id: randomUUID(),
      ownerId: owner.id,
      tokenHash: tokenHash(token),
      minutes: OWNER_RESET_TOKEN_MINUTES,
    });
    return ownerPasswordLink(this.env.SITE_URL, this.localeOf(owner), token);
  }

  private localeOf(owner: OwnerRow): Locale {
    return isLocale(owner.locale) ? owner.locale : this.env.DEFAULT_LOCALE;
  }
}

function recipientOf(owner: OwnerRow): { firstName?: string; lastName?: string } {
  return {
    ...(owner.first_name ? { firstName: owner.first_name } : {}),
    ...(owner.last_name ? { lastName: owner.last_name } : {}),
  };
}
