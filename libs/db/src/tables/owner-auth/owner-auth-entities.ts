import { OwnerAccountEntity } from './owner-account.entity';
import { OwnerPasswordResetEntity } from './owner-password-reset.entity';
import { OwnerSessionEntity } from './owner-session.entity';

export const ownerAuthEntities = [OwnerAccountEntity, OwnerPasswordResetEntity, OwnerSessionEntity];
