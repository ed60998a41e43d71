// react-hook-form's check of an owner form with the BFF's own schema, loaded
// when the owner enters the form (zod is most of a form's code; the login page stays light).
import '@/security/zod-without-eval';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { OwnerFormKind } from './owner-form-kind';
import { ownerFormSchemas } from './owner-form-schemas';

/** The schema's check of what was typed plus the form's hidden values (the link's token, the page's language). */
export function ownerResolver(kind: OwnerFormKind, hidden: Readonly<Record<string, string>>): Resolver {
  const zod = zodResolver(ownerFormSchemas[kind] as never) as unknown as Resolver;
  return async (values, context, options) => {
    const result = await zod({ ...values, ...hidden } as FieldValues, context, options);
    // A hidden value has no field to show its error on: the server's answer says it instead (an invalid link).
    for (const name of Object.keys(hidden)) delete (result.errors as Record<string, unknown>)[name];
    return Object.keys(result.errors).length > 0 ? result : { values, errors: {} };
  };
}
