// The owner forms' browser check, loaded when the owner enters the form (zod
// and the common-passwords list are most of a form's code; the login page stays light).
import type { Resolver } from 'react-hook-form';
import { resolverWithHidden } from '@/lib/account/account-resolver';
import type { OwnerFormKind } from './owner-form-kind';
import { ownerFormSchemas } from './owner-form-schemas';

export function ownerResolver(kind: OwnerFormKind, hidden: Readonly<Record<string, string>>): Resolver {
  return resolverWithHidden(ownerFormSchemas[kind], hidden);
}
