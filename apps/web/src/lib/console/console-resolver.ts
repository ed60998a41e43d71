// react-hook-form's check of a console form with the BFF's own schema, loaded when the operator enters the form.
import '@/security/zod-without-eval';
import { ZOperatorLoginSchema, ZOperatorSetupSchema } from '@immo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';

export type ConsoleFormKind = 'login' | 'setup';

const schemas = { login: ZOperatorLoginSchema, setup: ZOperatorSetupSchema } as const;

/** The schema's check of what was typed plus the form's hidden values (the setup link's token). */
export function consoleResolver(kind: ConsoleFormKind, hidden: Readonly<Record<string, string>>): Resolver {
  const zod = zodResolver(schemas[kind] as never) as unknown as Resolver;
  return async (values, context, options) => {
    const result = await zod({ ...values, ...hidden } as FieldValues, context, options);
    for (const name of Object.keys(hidden)) delete (result.errors as Record<string, unknown>)[name];
    // The values typed are sent as typed; the BFF parses them with the same schema.
    return Object.keys(result.errors).length > 0 ? result : { values, errors: {} };
  };
}
