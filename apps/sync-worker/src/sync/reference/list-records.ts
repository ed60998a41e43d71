// The records of one CRM list, one at a time: cleaned, mapped, and kept once
// per key; rejections, duplicates and the mappers' notes go to the run's
// report. Pure: the lists' importers read the pages and write the rows.
import type { Rejection } from '../crm/property-row';
import { cleanCrmRecord } from '../crm/clean-text';
import type { CrmCall } from '../crm/export-source';
import { DuplicateCopies } from '../duplicate-copies';
import type { Mapped } from './reference-rows';

export type Report = { rejections: Rejection[]; warnings: Rejection[] };

export class ListRecords<Row> {
  private readonly copies: DuplicateCopies;
  items = 0;
  accepted = 0;

  /**
   * `idOf` reads the key from a raw record (lists with a CRM ID): a copy that
   * comes after the kept one is a duplicate whatever its content, and an
   * invalid copy before it is reported as replaced (duplicate-copies.ts).
   */
  constructor(
    readonly call: CrmCall,
    private readonly map: (raw: unknown) => Mapped<Row>,
    private readonly key: (row: Row) => string | number,
    private readonly report: Report,
    private readonly idOf: (raw: unknown) => number | null = () => null,
  ) {
    this.copies = new DuplicateCopies(
      report.rejections,
      (id, firstWasKept) => `${call}: duplicate ${id}: the ${firstWasKept ? 'first' : 'first valid'} record was kept`,
    );
  }

  /** The record's row, or null when it was rejected or is a copy of a kept one (both reported). */
  accept(item: unknown): Row | null {
    this.items += 1;
    const cleaning: string[] = [];
    const cleaned = cleanCrmRecord(item, cleaning);
    const rawId = this.idOf(cleaned);
    if (rawId !== null && this.copies.isDuplicate(rawId)) return null;
    const result = this.map(cleaned);
    if (!result.ok) {
      this.copies.rejected(rawId, result.rejection);
      return null;
    }
    const id = this.key(result.row);
    if (this.copies.isDuplicate(id)) return null;
    this.copies.kept(id);
    this.accepted += 1;
    for (const note of [...cleaning, ...result.notes])
      this.report.warnings.push({ id, reason: `${this.call}: ${note}` });
    return result.row;
  }

  /** A list the export does not carry, or whose every record was rejected, must leave the stored one as it is. */
  replacesStored(pages: number): boolean {
    return pages > 0 && (this.accepted > 0 || this.items === 0);
  }
}
