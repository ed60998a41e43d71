// react-hook-form's check of an account form with the BFF's own schema; each
// side's resolver module (loaded when the person enters the form) passes its schema.
import '@/security/zod-without-eval';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';

/** The schema's check of what was typed plus the form's hidden values (a link's token, the page's language). */
export function resolverWithHidden(schema: unknown, hidden: Readonly<Record<string, string>>): Resolver {
  const zod = zodResolver(schema as never) as unknown as Resolver;
  return async (values, context, options) => {
    const result = await zod({ ...values, ...hidden } as FieldValues, context, options);
    // A hidden value has no field to show its error on: the server's answer says it instead (an invalid link).
    for (const name of Object.keys(hidden)) delete (result.errors as Record<string, unknown>)[name];
    // The values typed are sent as typed; the BFF parses them with the same schema.
    return Object.keys(result.errors).length > 0 ? result : { values, errors: {} };
  };
}
