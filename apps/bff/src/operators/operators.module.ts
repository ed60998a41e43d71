import { Global, Module } from '@nestjs/common';
import { LoginAttempts } from '../auth/login-attempts';
import { PasswordHasher } from '../auth/password-hasher';
import { AuditInterceptor } from './audited.decorator';
import { OperatorAccounts } from './operator-accounts';
import { OperatorAudit } from './operator-audit';
import { OperatorAuthController } from './operator-auth.controller';
import { OperatorAuthService } from './operator-auth.service';
import { OperatorGuard } from './operator.guard';
import { OperatorLoginLimit } from './operator-login-limit';
import { OperatorSessions } from './operator-sessions';

/**
 * The operators' accounts, console login and audit (issue 15), for every
 * feature with @OperatorOnly() / @Audited() routes and for Bull Board, and
 * the login limits' one Redis connection (LoginAttempts, which the owner
 * login counts on too). Global: the guard runs in each feature's module,
 * and each would otherwise have to import this one.
 */
@Global()
@Module({
  controllers: [OperatorAuthController],
  providers: [
    LoginAttempts,
    PasswordHasher,
    OperatorAccounts,
    OperatorAudit,
    OperatorAuthService,
    OperatorGuard,
    OperatorLoginLimit,
    OperatorSessions,
    AuditInterceptor,
  ],
  exports: [LoginAttempts, OperatorAccounts, OperatorAudit, OperatorGuard, OperatorSessions, AuditInterceptor],
})
export class OperatorsModule {}
