import { Global, Module } from '@nestjs/common';
import { LoginAttempts } from './login-attempts';
import { OperatorAuthenticator } from './operator-authenticator';

/**
 * The operators' login, for every feature with @OperatorOnly() routes and
 * for Bull Board, and the login limits' one Redis connection (LoginAttempts,
 * which the owner login counts on too). Global: the guard runs in each
 * feature's module, and each would otherwise have to import this one.
 */
@Global()
@Module({
  providers: [LoginAttempts, OperatorAuthenticator],
  exports: [OperatorAuthenticator, LoginAttempts],
})
export class OperatorsModule {}
