import { type Locale, OPERATOR_SETUP_LINK_HOURS, type OperatorSetupDetails, operatorSetupLink } from '@immo/domain';
import { base32Encode, newTotpSecret, otpauthUri } from '@immo/platform/totp';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  disableOperatorAccount,
  type OperatorAccountRow,
  operatorByEmail,
  operatorBySetupTokenHash,
  restartOperatorAccount,
  spendOperatorTotpStep,
  upsertOperatorAccount,
} from '@immo/db';
import { newResetToken, tokenHash } from '../auth/tokens';
import { type BffEnv, ENV } from '../config/env';
import { OperatorAudit } from './operator-audit';
import { OperatorSessions } from './operator-sessions';
import { TotpSecretBox } from './totp-secret-box';

/** The issuer authenticator apps show beside the code. */
export const TOTP_ISSUER = 'Immo console';

/** An account as the login and the setup read it. */
/** An account as sign-in and setup read it. */
export type OperatorRow = OperatorAccountRow;

/**
 * Creating an operator (or starting them over): a fresh TOTP key, no
 * password, every session ended and a single-use setup link valid 24 h. The
 * link is the only secret that leaves: the password is chosen and the key
 * shown on the setup page, never in a terminal's scroll-back.
 */
@Injectable()
export class OperatorAccounts {
  readonly box: TotpSecretBox;

  constructor(
    @Inject(ENV) private readonly env: BffEnv,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: OperatorSessions,
    private readonly audit: OperatorAudit,
  ) {
    this.box = new TotpSecretBox(env.OPERATOR_TOTP_KEY);
  }

  async createOrReset(
    email: string,
    displayName: string,
    locale: Locale = this.env.DEFAULT_LOCALE,
  ): Promise<{ id: number; setupLink: string; created: boolean }> {
    const token = newResetToken();
    const result = await this.dataSource.transaction(async (manager) => {
      const row = await upsertOperatorAccount(manager, email, displayName);
      // A start over: the old password and authenticator stop working now.
      await restartOperatorAccount(
        manager,
        row.id,
        this.box.seal(newTotpSecret(), row.id),
        tokenHash(token),
        OPERATOR_SETUP_LINK_HOURS,
      );
      await this.sessions.revokeAll(row.id, manager);
      await this.audit.record(
        {
          operatorId: row.id,
          action: row.created ? 'operator.create' : 'operator.reset',
          target: email,
          clientNetwork: 'cli',
        },
        manager,
      );
      return row;
    });
    return { id: result.id, created: result.created, setupLink: operatorSetupLink(this.env.SITE_URL, locale, token) };
  }

  /** Ends an operator's access at once (sessions, setup link); the account stays, so the audit keeps naming them. False for an unknown e-mail. */
  async disable(email: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const id = await disableOperatorAccount(manager, email);
      if (id === undefined) return false;
      await this.sessions.revokeAll(id, manager);
      await this.audit.record(
        { operatorId: id, action: 'operator.disable', target: email, clientNetwork: 'cli' },
        manager,
      );
      return true;
    });
  }

  /** What the setup page shows for a usable link, or null. */
  async setupDetails(token: string): Promise<OperatorSetupDetails | null> {
    const row = await this.bySetupToken(this.dataSource.manager, token, false);
    const secret = row === null ? null : this.box.open(row.totp_secret, row.id);
    if (row === null || secret === null) return null;
    return {
      email: row.email,
      displayName: row.display_name,
      otpauthUri: otpauthUri(TOTP_ISSUER, row.email, secret),
      secret: base32Encode(secret),
    };
  }

  /** The account of a link that can still be spent (locked for the transaction when `lock`). */
  async bySetupToken(manager: EntityManager, token: string, lock: boolean): Promise<OperatorRow | null> {
    return (await operatorBySetupTokenHash(manager, tokenHash(token), lock)) ?? null;
  }

  async byEmail(email: string): Promise<OperatorRow | null> {
    return (await operatorByEmail(this.dataSource, email)) ?? null;
  }

  /** Spends the step of an accepted code; false when it (or a later one) was already used: a replay. */
  async spendStep(
    operatorId: number,
    step: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<boolean> {
    return spendOperatorTotpStep(manager, operatorId, step);
  }
}
