// react-hook-form's check with the form's shared schema, loaded by FormShell
// when the visitor starts on the form rather than with the page: zod and the
// schemas are most of a form's code, and a page nobody fills needs none of it.
import '@/security/zod-without-eval';
import { zodResolver } from '@hookform/resolvers/zod';
import { formSchemas, type FormKind } from '@immo/domain';
import type { FieldValues, Resolver } from 'react-hook-form';
import { dropEmpty } from './form-data';

export function formResolver(kind: FormKind): Resolver {
  const zod = zodResolver(formSchemas[kind] as never) as unknown as Resolver;
  // The same reading of empty fields as the server action's (form-data.ts).
  return (values, context, options) => zod(dropEmpty(values) as FieldValues, context, options);
}
