import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { LeadsModule } from '../leads/leads.module';
import { OwnerAuthController } from './owner-auth.controller';
import { OwnerAuthService } from './owner-auth.service';
import { OwnerJwtStrategy } from './owner-jwt.strategy';
import { OwnerLoginLimit } from './owner-login-limit';
import { OwnerResetLinks } from './owner-reset-links';
import { OwnerSessions } from './owner-sessions';
import { PasswordHasher } from '../auth/password-hasher';

/**
 * The owner portal's login (issue 14). Other features guard their routes
 * with @OwnerOnly() and read @CurrentOwner() (owner-auth.guard.ts); the
 * strategy registered here is what that guard runs.
 */
@Module({
  imports: [PassportModule, LeadsModule],
  controllers: [OwnerAuthController],
  providers: [OwnerAuthService, OwnerSessions, OwnerJwtStrategy, PasswordHasher, OwnerLoginLimit, OwnerResetLinks],
  exports: [OwnerSessions],
})
export class OwnerAuthModule {}
