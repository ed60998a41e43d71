// The editor forms' browser check: the schema the server action and the BFF
// use, on the values read as a posted form is (empty boxes left out).
import '@/security/zod-without-eval';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { dropEmpty } from '@/lib/forms/form-data';
import { type SiteFormKind, siteFormSchemas } from './site-form-kind';

export function siteFormResolver(kind: SiteFormKind): Resolver {
  const zod = zodResolver(siteFormSchemas[kind] as never) as unknown as Resolver;
  return async (values, context, options) => {
    const result = await zod(dropEmpty(values) as FieldValues, context, options);
    // The form posts what was typed; the server parses it with the same schema.
    return Object.keys(result.errors).length > 0 ? result : { values, errors: {} };
  };
}
