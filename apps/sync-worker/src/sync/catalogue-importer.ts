import type { TSyncImportPayload } from '@immo/domain';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { CrmCall, ExportFailedError, type ExportSource } from './crm/export-source';
import { mapCrmProperty, parseCrmId } from './crm/map-crm-property';
import type { PropertyRow, Rejection } from './crm/property-row';
import { upsertProperties, withdrawAbsentProperties } from './catalogue-writer';
import { finishSyncRun, startSyncRun, type SyncRunOutcome } from './sync-run-log';

export interface ImportRequest {
  source: ExportSource;
  full: boolean;
  trigger: TSyncImportPayload['trigger'];
}

interface Applied {
  created: number;
  updated: number;
  unchanged: number;
  withdrawn: number;
  rejections: Rejection[];
}

/**
 * Applies one export to the catalogue in ONE transaction: either every good
 * record is written (and, on a full import, the absent ones withdrawn) or
 * nothing is. Bad records are rejected one by one and never abort the run.
 * Safe to run twice: the second run of the same export writes no row.
 */
@Injectable()
export class CatalogueImporter {
  private readonly logger = new Logger(CatalogueImporter.name);

  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /**
   * Resolves with the recorded outcome, including a failed export. Rejects
   * only when the run could not be recorded or the database failed, so a
   * queue retries those.
   */
  async run(request: ImportRequest): Promise<SyncRunOutcome> {
    const runId = await startSyncRun(this.dataSource, {
      source: request.source.location,
      trigger: request.trigger,
      full: request.full,
    });
    try {
      const applied = await this.dataSource.transaction((manager) => this.apply(manager, request));
      return await finishSyncRun(this.dataSource, runId, { status: 'succeeded', failureReason: null, ...applied });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const outcome = await finishSyncRun(this.dataSource, runId, {
        status: 'failed',
        created: 0,
        updated: 0,
        unchanged: 0,
        withdrawn: 0,
        rejections: [],
        failureReason: reason,
      });
      if (error instanceof ExportFailedError) {
        this.logger.warn(`Sync run ${runId} failed, catalogue unchanged: ${reason}`);
        return outcome;
      }
      throw error;
    }
  }

  private async apply(manager: EntityManager, request: ImportRequest): Promise<Applied> {
    const applied: Applied = { created: 0, updated: 0, unchanged: 0, withdrawn: 0, rejections: [] };
    // Every ID the export mentions, rejected records included: a property the
    // CRM still lists but with a broken field must not be withdrawn for it.
    const presentIds = new Set<number>();
    const importedIds = new Set<number>();

    let pages = 0;
    for await (const page of request.source.pages(CrmCall.properties)) {
      pages += 1;
      const rows: PropertyRow[] = [];
      for (const item of page.items) {
        const result = mapCrmProperty(item);
        const id = parseCrmId(item);
        if (id !== null) presentIds.add(id);
        if (!result.ok) {
          applied.rejections.push(result.rejection);
        } else if (importedIds.has(result.row.id)) {
          applied.rejections.push({ id: result.row.id, reason: `duplicate ID ${result.row.id}: the first record was kept` });
        } else {
          importedIds.add(result.row.id);
          rows.push(result.row);
        }
      }
      const counts = await upsertProperties(manager, rows);
      applied.created += counts.created;
      applied.updated += counts.updated;
      applied.unchanged += counts.unchanged;
    }

    // An export without a single property page would withdraw the whole catalogue.
    if (pages === 0) throw new ExportFailedError(`the export has no ${CrmCall.properties} page`);
    if (request.full) applied.withdrawn = await withdrawAbsentProperties(manager, [...presentIds]);
    return applied;
  }
}
