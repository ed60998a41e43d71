// The console forms' browser check, loaded when the operator enters the form.
import type { Resolver } from 'react-hook-form';
import { resolverWithHidden } from '@/lib/account/account-resolver';
import { type ConsoleFormKind, consoleFormSchemas } from './console-form-kind';

export function consoleResolver(kind: ConsoleFormKind, hidden: Readonly<Record<string, string>>): Resolver {
  return resolverWithHidden(consoleFormSchemas[kind], hidden);
}
