// Each owner form's schema (libs/domain, the BFF parses with the same): read by
// the browser's lazily loaded resolver and by the no-JS server action.
import {
  ZOwnerLoginSchema,
  ZPasswordChangeSchema,
  ZPasswordResetRequestSchema,
  ZPasswordSetSchema,
} from '@immo/domain';
import type { OwnerFormKind } from './owner-form-kind';

export const ownerFormSchemas = {
  login: ZOwnerLoginSchema,
  request: ZPasswordResetRequestSchema,
  set: ZPasswordSetSchema,
  change: ZPasswordChangeSchema,
} as const satisfies Record<OwnerFormKind, unknown>;
