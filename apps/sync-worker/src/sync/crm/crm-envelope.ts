import { z } from 'zod';
import { type CrmCall, ExportFailedError, type ExportPage } from './export-source';

const ZListValueSchema = z.object({
  From: z.number().optional(),
  To: z.number().optional(),
  RowsCount: z.number().optional(),
  Items: z.array(z.unknown()),
});

const ZResultSchema = z.object({
  Code: z.number().optional(),
  Message: z.string().nullish(),
  Success: z.boolean(),
  Value: ZListValueSchema.nullish(),
});

export interface UnwrappedPage extends ExportPage {
  from?: number;
  to?: number;
  rowsCount?: number;
}

/** Unwraps one page of `<Call>JsonResult`, the CRM's envelope; a failed or malformed page fails the whole export. */
export function unwrapPage(call: CrmCall, json: unknown, pageNumber: number): UnwrappedPage {
  const key = `${call}JsonResult`;
  const envelope = typeof json === 'object' && json !== null ? (json as Record<string, unknown>)[key] : undefined;
  const parsed = ZResultSchema.safeParse(envelope);
  if (!parsed.success) {
    throw new ExportFailedError(
      `${call} page ${pageNumber} is not a ${key}: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
    );
  }
  const result = parsed.data;
  if (!result.Success) {
    const detail = [result.Code === undefined ? null : `code ${result.Code}`, result.Message || null]
      .filter(Boolean)
      .join(': ');
    throw new ExportFailedError(
      `the CRM reported a failed export on ${call} page ${pageNumber}${detail ? ` (${detail})` : ''}`,
    );
  }
  if (!result.Value) throw new ExportFailedError(`${call} page ${pageNumber} has no Value`);
  return {
    call,
    number: pageNumber,
    items: result.Value.Items,
    from: result.Value.From,
    to: result.Value.To,
    rowsCount: result.Value.RowsCount,
  };
}

/**
 * Checks that consecutive pages add up to the list the CRM announced
 * (From/To contiguous, RowsCount reached): a cut-off export must be refused
 * whole, or a full import would withdraw everything on the missing pages.
 */
export class PageSequenceCheck {
  private seen = 0;
  private announced: number | undefined;

  constructor(private readonly call: CrmCall) {}

  accept(page: UnwrappedPage): void {
    if (page.rowsCount !== undefined) this.announced ??= page.rowsCount;
    if (page.from !== undefined && page.from !== this.seen + 1) {
      throw new ExportFailedError(
        `${this.call} is truncated: page ${page.number} starts at row ${page.from}, expected ${this.seen + 1}`,
      );
    }
    this.seen += page.items.length;
  }

  finish(): void {
    if (this.announced !== undefined && this.seen !== this.announced) {
      throw new ExportFailedError(`${this.call} is truncated: ${this.seen} of ${this.announced} rows received`);
    }
  }
}
