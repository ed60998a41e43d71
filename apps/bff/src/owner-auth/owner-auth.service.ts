import {
  type Locale,
  isLocale,
  OWNER_RESET_TOKEN_MINUTES,
  ownerPasswordLink,
  type TOwnerLogin,
  type TPasswordChange,
  type TPasswordResetRequest,
  type TPasswordSet,
} from '@immo/domain';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { type BffEnv, ENV } from '../config/env';
import { MailEnqueuer } from '../leads/mail-enqueuer';
import { OutboxWriter } from '../leads/outbox-writer';
import { LoginAttempts, LoginAttemptsUnavailable, type LoginCounter } from '../operators/login-attempts';
import { OwnerAuthException } from './owner-auth.exception';
import { OWNER_LOGIN_POLICY, OWNER_LOGIN_REALM } from './owner-login-policy';
import { type OwnerPrincipal, type OwnerTokens, OwnerSessions } from './owner-sessions';
import { newResetToken, tokenHash } from './owner-tokens';
import { PasswordHasher } from './password-hasher';

interface OwnerRow {
  id: number;
  email: string;
  locale: string;
  first_name: string | null;
  last_name: string | null;
  password_hash: string | null;
}

/** How long a client is told to wait while the counts cannot be read. */
const UNAVAILABLE_RETRY_SECONDS = 30;
/** At most one reset mail per owner in this time. */
export const RESET_MAIL_INTERVAL_SECONDS = 60;
/** A reset request answers after at least this long, whatever it did, so its time tells nothing. */
export const RESET_REQUEST_ANSWER_MS = 400;

@Injectable()
export class OwnerAuthService {
  private readonly logger = new Logger(OwnerAuthService.name);
  private readonly attempts: LoginCounter;

  constructor(
    @Inject(ENV) private readonly env: BffEnv,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly sessions: OwnerSessions,
    private readonly outbox: OutboxWriter,
    private readonly enqueuer: MailEnqueuer,
    loginAttempts: LoginAttempts,
  ) {
    this.attempts = loginAttempts.forRealm(OWNER_LOGIN_REALM, OWNER_LOGIN_POLICY);
  }

  /**
   * The same answer (401) and about the same time for an unknown e-mail, an
   * owner without a password yet and a wrong password. While the account or
   * the client must wait, 429 before any hash is computed.
   */
  async login({ email, password }: TOwnerLogin, client: string): Promise<OwnerTokens> {
    const attempt = { user: email, client };
    await this.guarded(async () => {
      const wait = await this.attempts.waitBefore(attempt);
      if (wait > 0) throw OwnerAuthException.throttled(Math.ceil(wait / 1000));
    });
    const owner = await this.ownerByEmail(email);
    const valid = owner?.password_hash ? await this.hasher.verify(owner.password_hash, password) : await this.hasher.verifyNothing(password);
    if (owner === null || !valid) {
      const failures = await this.guarded(() => this.attempts.recordFailure(attempt));
      // Not awaited: the answer must not take longer when the e-mail is an owner's.
      if (owner !== null && failures === OWNER_LOGIN_POLICY.lockAfter) void this.tellLocked(owner).catch((error: unknown) => this.logFailure('The lock mail', error));
      throw OwnerAuthException.loginFailed();
    }
    return this.sessions.start(owner.id);
  }

  /**
   * Always the same 202 after the same time: whether the e-mail is an
   * owner's is never said. The work goes on after the answer.
   */
  async requestReset({ email }: TPasswordResetRequest): Promise<void> {
    void this.sendReset(email).catch((error: unknown) => this.logFailure('A password link', error));
    await new Promise((resolve) => setTimeout(resolve, RESET_REQUEST_ANSWER_MS));
  }

  /** Spends the link (once, before it expires), sets the password, ends every session and starts a new one. */
  async setPassword({ token, password }: TPasswordSet): Promise<OwnerTokens> {
    const hash = tokenHash(token);
    // A cheap look first: a forged token must not cost an argon2 hash.
    const found = (await this.dataSource.query(`SELECT 1 FROM owner_password_resets WHERE token_hash = $1 AND spent_at IS NULL AND expires_at > now()`, [hash])) as unknown[];
    if (found.length === 0) throw OwnerAuthException.resetLinkInvalid();
    const passwordHash = await this.hasher.hash(password);
    return this.dataSource.transaction(async (manager) => {
      const [rows] = (await manager.query(
        `UPDATE owner_password_resets SET spent_at = now() WHERE token_hash = $1 AND spent_at IS NULL AND expires_at > now() RETURNING owner_id`,
        [hash],
      )) as [{ owner_id: number }[], number];
      const ownerId = rows[0]?.owner_id;
      if (ownerId === undefined) throw OwnerAuthException.resetLinkInvalid();
      await this.storePassword(manager, ownerId, passwordHash);
      return this.sessions.start(ownerId, manager);
    });
  }

  /** With the current password: every session ends, this browser gets a new one. */
  async changePassword({ ownerId }: OwnerPrincipal, { currentPassword, password }: TPasswordChange, client: string): Promise<OwnerTokens> {
    const owner = await this.ownerById(ownerId);
    if (owner?.password_hash == null) throw OwnerAuthException.currentPasswordWrong();
    // The current password is a guess like a login's: the same counts apply.
    const attempt = { user: owner.email, client };
    await this.guarded(async () => {
      const wait = await this.attempts.waitBefore(attempt);
      if (wait > 0) throw OwnerAuthException.throttled(Math.ceil(wait / 1000));
    });
    if (!(await this.hasher.verify(owner.password_hash, currentPassword))) {
      await this.guarded(() => this.attempts.recordFailure(attempt));
      throw OwnerAuthException.currentPasswordWrong();
    }
    const passwordHash = await this.hasher.hash(password);
    return this.dataSource.transaction(async (manager) => {
      await this.storePassword(manager, ownerId, passwordHash);
      return this.sessions.start(ownerId, manager);
    });
  }

  private async storePassword(manager: EntityManager, ownerId: number, passwordHash: string): Promise<void> {
    await manager.query(
      `INSERT INTO owner_accounts (owner_id, password_hash, password_changed_at) VALUES ($1, $2, now())
       ON CONFLICT (owner_id) DO UPDATE SET password_hash = EXCLUDED.password_hash, password_changed_at = now()`,
      [ownerId, passwordHash],
    );
    await this.sessions.revokeAll(ownerId, manager);
  }

  private async sendReset(email: string): Promise<void> {
    const owner = await this.ownerByEmail(email);
    if (owner === null) return;
    const ids = await this.dataSource.transaction(async (manager) => {
      // One link a minute per owner, so the form cannot be used to flood their mailbox; the last one still works.
      await manager.query(`SELECT 1 FROM owners WHERE id = $1 FOR UPDATE`, [owner.id]);
      const recent = (await manager.query(`SELECT 1 FROM owner_password_resets WHERE owner_id = $1 AND created_at > now() - interval '${RESET_MAIL_INTERVAL_SECONDS} seconds'`, [
        owner.id,
      ])) as unknown[];
      if (recent.length > 0) return [];
      const link = await this.newResetLink(manager, owner);
      return this.outbox.add(manager, [
        { template: 'owner-password-reset', locale: this.localeOf(owner), to: owner.email, data: { recipient: recipientOf(owner), link, expiresInMinutes: OWNER_RESET_TOKEN_MINUTES } },
      ]);
    });
    await this.enqueuer.enqueue(ids);
  }

  /** The one mail of a lock: the 10th failure in a row, found by the atomic count. */
  private async tellLocked(owner: OwnerRow): Promise<void> {
    const until = new Date(Date.now() + OWNER_LOGIN_POLICY.maxDelayMs).toISOString();
    const ids = await this.dataSource.transaction(async (manager) => {
      const resetLink = await this.newResetLink(manager, owner);
      return this.outbox.add(manager, [{ template: 'owner-login-locked', locale: this.localeOf(owner), to: owner.email, data: { recipient: recipientOf(owner), until, resetLink } }]);
    });
    await this.enqueuer.enqueue(ids);
  }

  /** A new link supersedes the owner's older ones: only the latest mail works. */
  private async newResetLink(manager: EntityManager, owner: OwnerRow): Promise<string> {
    const token = newResetToken();
    await manager.query(`UPDATE owner_password_resets SET spent_at = now() WHERE owner_id = $1 AND spent_at IS NULL`, [owner.id]);
    await manager.query(
      `INSERT INTO owner_password_resets (id, owner_id, token_hash, expires_at) VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
      [randomUUID(), owner.id, tokenHash(token), OWNER_RESET_TOKEN_MINUTES],
    );
    return ownerPasswordLink(this.env.SITE_URL, this.localeOf(owner), token);
  }

  private async ownerByEmail(email: string): Promise<OwnerRow | null> {
    return this.ownerWhere('o.email = $1', email);
  }

  private async ownerById(ownerId: number): Promise<OwnerRow | null> {
    return this.ownerWhere('o.id = $1', ownerId);
  }

  private async ownerWhere(condition: string, value: string | number): Promise<OwnerRow | null> {
    const rows = (await this.dataSource.query(
      `SELECT o.id, o.email, o.locale, o.first_name, o.last_name, a.password_hash FROM owners o LEFT JOIN owner_accounts a ON a.owner_id = o.id WHERE ${condition}`,
      [value],
    )) as OwnerRow[];
    return rows[0] ?? null;
  }

  private logFailure(what: string, error: unknown): void {
    this.logger.error(`${what} could not be prepared: ${error instanceof Error ? error.message : String(error)}`);
  }

  private localeOf(owner: OwnerRow): Locale {
    return isLocale(owner.locale) ? owner.locale : this.env.DEFAULT_LOCALE;
  }

  private async guarded<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch (error) {
      if (error instanceof LoginAttemptsUnavailable) throw OwnerAuthException.unavailable(UNAVAILABLE_RETRY_SECONDS);
      throw error;
    }
  }
}


function recipientOf(owner: OwnerRow): { firstName?: string; lastName?: string } {
  return { ...(owner.first_name ? { firstName: owner.first_name } : {}), ...(owner.last_name ? { lastName: owner.last_name } : {}) };
}
