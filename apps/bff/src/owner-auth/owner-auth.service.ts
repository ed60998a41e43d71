import { type TOwnerLogin, type TPasswordChange, type TPasswordResetRequest, type TPasswordSet } from '@immo/domain';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { ownerWithAccount, storeOwnerPassword } from '@immo/db';
import { OwnerAuthException } from './owner-auth.exception';
import { OwnerLoginLimit } from './owner-login-limit';
import { type OwnerRow, OwnerResetLinks } from './owner-reset-links';
import { type OwnerPrincipal, type OwnerTokens, OwnerSessions } from './owner-sessions';
import { PasswordHasher } from '../auth/password-hasher';

/** A reset request answers after this long, whatever it did, so its time tells nothing. */
export const RESET_REQUEST_ANSWER_MS = 400;

/** Logging in, and setting or changing the password. */
@Injectable()
export class OwnerAuthService {
  private readonly logger = new Logger(OwnerAuthService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly sessions: OwnerSessions,
    private readonly limit: OwnerLoginLimit,
    private readonly links: OwnerResetLinks,
  ) {}

  /**
   * The same answer (401) and about the same time for an unknown e-mail, an
   * owner without a password yet and a wrong password. While the account or
   * the client must wait, 429 before any hash is computed.
   */
  async login({ email, password }: TOwnerLogin, client: string): Promise<OwnerTokens> {
    const attempt = { user: email, client };
    await this.limit.assertMayTry(attempt);
    const owner = await this.ownerWhere({ email });
    const valid = owner?.password_hash
      ? await this.hasher.verify(owner.password_hash, password)
      : await this.hasher.verifyNothing(password);
    if (owner === null || !valid) {
      const locked = await this.limit.recordFailure(attempt);
      // Not awaited: the answer must not take longer when the e-mail is an owner's.
      if (owner !== null && locked)
        void this.links.mailLocked(owner).catch((error: unknown) => this.logFailure('The lock mail', error));
      throw OwnerAuthException.loginFailed();
    }
    return this.sessions.start(owner.id);
  }

  /**
   * Always the same 202 after the same time: whether the e-mail is an
   * owner's is never said. The work goes on after the answer.
   */
  async requestReset({ email }: TPasswordResetRequest): Promise<void> {
    const work = async () => {
      const owner = await this.ownerWhere({ email });
      if (owner !== null) await this.links.mailReset(owner);
    };
    void work().catch((error: unknown) => this.logFailure('A password link', error));
    await new Promise((resolve) => setTimeout(resolve, RESET_REQUEST_ANSWER_MS));
  }

  /** Spends the link (once, before it expires), sets the password, ends every session and starts a new one. */
  async setPassword({ token, password }: TPasswordSet): Promise<OwnerTokens> {
    if (!(await this.links.isUsable(token))) throw OwnerAuthException.resetLinkInvalid();
    const passwordHash = await this.hasher.hash(password);
    return this.dataSource.transaction(async (manager) => {
      const ownerId = await this.links.spend(manager, token);
      if (ownerId === null) throw OwnerAuthException.resetLinkInvalid();
      return this.storePassword(manager, ownerId, passwordHash);
    });
  }

  /** With the current password, which counts as a login attempt: every session ends, this browser gets a new one. */
  async changePassword(
    { ownerId }: OwnerPrincipal,
    { currentPassword, password }: TPasswordChange,
    client: string,
  ): Promise<OwnerTokens> {
    const owner = await this.ownerWhere({ id: ownerId });
    if (owner?.password_hash == null) throw OwnerAuthException.currentPasswordWrong();
    const attempt = { user: owner.email, client };
    await this.limit.assertMayTry(attempt);
    if (!(await this.hasher.verify(owner.password_hash, currentPassword))) {
      await this.limit.recordFailure(attempt);
      throw OwnerAuthException.currentPasswordWrong();
    }
    const passwordHash = await this.hasher.hash(password);
    return this.dataSource.transaction((manager) => this.storePassword(manager, ownerId, passwordHash));
  }

  private async storePassword(manager: EntityManager, ownerId: number, passwordHash: string): Promise<OwnerTokens> {
    await storeOwnerPassword(manager, ownerId, passwordHash);
    await this.sessions.revokeAll(ownerId, manager);
    // A link mailed before (by the owner or by anyone typing their address) must not set it again.
    await this.links.spendAll(manager, ownerId);
    return this.sessions.start(ownerId, manager);
  }

  private async ownerWhere(by: { email: string } | { id: number }): Promise<OwnerRow | null> {
    return (await ownerWithAccount(this.dataSource, by)) ?? null;
  }

  private logFailure(what: string, error: unknown): void {
    this.logger.error(`${what} could not be prepared: ${error instanceof Error ? error.message : String(error)}`);
  }
}
