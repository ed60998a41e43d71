import { z } from 'zod';
import { ExportFailedError, type ExportPage } from './export-source';

/** `GetPropertyListJsonResult`: the CRM's envelope around every list page. */
const ZPropertyListPageSchema = z.object({
  GetPropertyListJsonResult: z.object({
    Code: z.number().optional(),
    Message: z.string().nullish(),
    Success: z.boolean(),
    Value: z
      .object({
        From: z.number().optional(),
        To: z.number().optional(),
        RowsCount: z.number().optional(),
        Items: z.array(z.unknown()),
      })
      .nullish(),
  }),
});

/** Unwraps one page; a failed or malformed page fails the whole export. */
export function unwrapPropertyListPage(json: unknown, pageNumber: number): ExportPage {
  const parsed = ZPropertyListPageSchema.safeParse(json);
  if (!parsed.success) {
    throw new ExportFailedError(`page ${pageNumber} is not a GetPropertyList result: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  }
  const result = parsed.data.GetPropertyListJsonResult;
  if (!result.Success) {
    const detail = [result.Code === undefined ? null : `code ${result.Code}`, result.Message || null].filter(Boolean).join(': ');
    throw new ExportFailedError(`the CRM reported a failed export on page ${pageNumber}${detail ? ` (${detail})` : ''}`);
  }
  if (!result.Value) throw new ExportFailedError(`page ${pageNumber} has no Value`);
  return { number: pageNumber, items: result.Value.Items };
}
