import { type TOperatorLogin, type TOperatorSetup } from '@immo/domain';
import { matchTotp } from '@immo/platform/totp';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { completeOperatorSetup } from '@immo/db';
import { PasswordHasher } from '../auth/password-hasher';
import { OperatorAccounts, type OperatorRow } from './operator-accounts';
import { OperatorAudit } from './operator-audit';
import { OperatorAuthException } from './operator-auth.exception';
import { OperatorLoginLimit } from './operator-login-limit';
import { OperatorSessions } from './operator-sessions';

type FailureReason = 'no-account' | 'disabled' | 'not-set-up' | 'password' | 'totp' | 'totp-replayed';

/** Logging in with password and code, setting up with the single-use link, logging out; each written to the audit. */
@Injectable()
export class OperatorAuthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly accounts: OperatorAccounts,
    private readonly sessions: OperatorSessions,
    private readonly limit: OperatorLoginLimit,
    private readonly audit: OperatorAudit,
  ) {}

  /**
   * One answer (401) for an unknown e-mail, a wrong password and a wrong or
   * replayed code, so none says which part was right; each counts as a
   * failure. The code is only looked at after the password matched, and
   * while the account or client must wait nothing is checked (429).
   */
  async login({ email, password, code }: TOperatorLogin, clientNetwork: string): Promise<string> {
    const attempt = { user: email, client: clientNetwork };
    await this.limit.assertMayTry(attempt);
    const account = await this.accounts.byEmail(email);
    const usable =
      account !== null &&
      account.disabled_at === null &&
      account.password_hash !== null &&
      account.totp_confirmed_at !== null;
    const passwordOk = usable
      ? await this.hasher.verify(account.password_hash!, password)
      : await this.hasher.verifyNothing(password);
    const failure = !usable ? unusable(account) : !passwordOk ? 'password' : await this.checkCode(account, code);
    if (failure !== null) {
      await this.limit.recordFailure(attempt);
      await this.audit.record({
        operatorId: account?.id ?? null,
        action: 'login.failed',
        target: email,
        details: { reason: failure },
        clientNetwork,
      });
      throw OperatorAuthException.loginFailed();
    }
    const token = await this.sessions.start(account!.id);
    await this.audit.record({ operatorId: account!.id, action: 'login', clientNetwork });
    return token;
  }

  /** Null when the code is right and not used before (its step is spent now). */
  private async checkCode(account: OperatorRow, code: string): Promise<FailureReason | null> {
    const secret = this.accounts.box.open(account.totp_secret, account.id);
    const step = secret === null ? null : matchTotp(secret, code, Date.now(), null);
    if (step === null) return 'totp';
    return (await this.accounts.spendStep(account.id, step)) ? null : 'totp-replayed';
  }

  /**
   * With the link (once, within 24 h): the password, and a code proving an
   * authenticator holds the key. A wrong code keeps the link usable (the
   * phone's clock, a typo) but counts against the client like a failed login.
   */
  async setup({ token, password, code }: TOperatorSetup, clientNetwork: string): Promise<string> {
    const attempt = { user: null, client: clientNetwork };
    await this.limit.assertMayTry(attempt);
    const preview = await this.accounts.bySetupToken(this.dataSource.manager, token, false);
    if (preview === null) throw OperatorAuthException.setupLinkInvalid();
    const passwordHash = await this.hasher.hash(password);
    const outcome = await this.dataSource.transaction(async (manager) => {
      const account = await this.accounts.bySetupToken(manager, token, true);
      if (account === null) return 'invalid' as const;
      const secret = this.accounts.box.open(account.totp_secret, account.id);
      const step = secret === null ? null : matchTotp(secret, code, Date.now(), null);
      if (step === null) return 'code' as const;
      await completeOperatorSetup(manager, account.id, passwordHash, step);
      await this.sessions.revokeAll(account.id, manager);
      await this.audit.record({ operatorId: account.id, action: 'setup', clientNetwork }, manager);
      return { session: await this.sessions.start(account.id, manager) };
    });
    if (outcome === 'invalid') throw OperatorAuthException.setupLinkInvalid();
    if (outcome === 'code') {
      await this.limit.recordFailure(attempt);
      await this.audit.record({
        operatorId: preview.id,
        action: 'setup.failed',
        details: { reason: 'totp' },
        clientNetwork,
      });
      throw OperatorAuthException.setupCodeWrong();
    }
    return outcome.session;
  }

  async logout(sessionToken: string | undefined, clientNetwork: string): Promise<void> {
    const operatorId = await this.sessions.revoke(sessionToken);
    if (operatorId !== null) await this.audit.record({ operatorId, action: 'logout', clientNetwork });
  }
}

function unusable(account: OperatorRow | null): FailureReason {
  if (account === null) return 'no-account';
  return account.disabled_at === null ? 'not-set-up' : 'disabled';
}
