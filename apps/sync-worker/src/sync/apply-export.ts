// What one run writes, in its transaction (`tx`), in this order: the type and
// city lists read (once each: the type list also says which WebIDs a property
// may have), the properties, the type and city lists, the projects, the type
// and city counts, the owners. Either all of it commits or none (catalogue-importer.ts).
import { recountCities, recountPropertyTypes, replaceCities, replacePropertyTypes, type SqlQueryable } from '@immo/db';
import type { Logger } from '@nestjs/common';
import { isRecord } from './crm/crm-fields';
import { CrmCall, type ExportSource } from './crm/export-source';
import { inStep } from './import-steps';
import { importProperties } from './property-import';
import { ListRecords, type Report } from './reference/list-records';
import { cityKey, mapCrmCity } from './reference/map-crm-city';
import { mapCrmType } from './reference/map-crm-type';
import { importOwners } from './reference/owner-import';
import { importProjects } from './reference/project-import';
import type { SyncRunResult } from './sync-run-log';

export interface ExportRun {
  runId: number;
  full: boolean;
  /** The watermark an incremental run reads after; null on a full run or before the first success. */
  changedSince: string | null;
  /** When the run started, as a CRM timestamp: the watermark never goes past it. */
  startedAt: string;
  maxWithdrawShare: number;
}

export type Applied = Omit<SyncRunResult, 'status' | 'failureReason'>;

export async function applyExport(
  tx: SqlQueryable,
  source: ExportSource,
  run: ExportRun,
  logger: Pick<Logger, 'log'>,
): Promise<Applied> {
  const started = Date.now();
  // Types and cities are small lists the CRM always sends whole: read without a watermark.
  const listsReport: Report = { rejections: [], warnings: [] };
  const types = await readList(source, new ListRecords(CrmCall.types, mapCrmType, (row) => row.web_id, listsReport));
  const cities = await readList(source, new ListRecords(CrmCall.cities, mapCrmCity, cityKey, listsReport));

  const report: Report = { rejections: [], warnings: [] };
  const properties = await importProperties(tx, source, { ...run, knownWebIds: types.knownWebIds }, report);
  // The property phase's own time (bench/import reads it; an operator sees where a slow run spends it).
  logger.log(
    `Sync run ${run.runId} properties applied in ${((Date.now() - started) / 1000).toFixed(2)} s: ` +
      `${properties.created} created, ${properties.updated} updated, ${properties.unchanged} unchanged, ${properties.withdrawn} withdrawn`,
  );

  // A list that is absent, or whose every record was rejected, leaves the stored one as is:
  // an empty search form is worse than a stale one. Counts are recomputed only when a list
  // or a counted property changed: an incremental run of new prices leaves them as they were.
  const typesWritten = types.replaces
    ? await inStep(`importing ${CrmCall.types}`, () => replacePropertyTypes(tx, types.rows))
    : null;
  const citiesWritten = cities.replaces
    ? await inStep(`importing ${CrmCall.cities}`, () => replaceCities(tx, cities.rows))
    : null;
  const projects = await inStep(`importing ${CrmCall.projects}`, () => importProjects(tx, source, run, listsReport));
  // The counts read only properties and the lists above: PostgreSQL computes them while Node reads and maps the
  // first owners (the owners' statements queue behind them on the run's connection).
  const recount = (needed: boolean, work: () => Promise<number>) =>
    needed ? inStep('recomputing the type and city counts', work) : Promise.resolve(0);
  const recounts = Promise.all([
    recount(properties.recount || changed(typesWritten), () => recountPropertyTypes(tx)),
    recount(properties.recount || changed(citiesWritten), () => recountCities(tx)),
  ]);
  // Observed below, after the owners; a failed count must not count as unhandled meanwhile.
  recounts.catch(() => undefined);
  const owners = await inStep(`importing ${CrmCall.owners}`, () =>
    importOwners(tx, source, run.changedSince, listsReport),
  ).catch(async (error: unknown) => {
    // A failed count aborts the transaction under the owners' statements: its own reason is the run's.
    await recounts;
    throw error;
  });
  const [typeCounts, cityCounts] = await recounts;
  const counts = {
    types: typesWritten,
    cities: citiesWritten,
    projects,
    owners,
    counts: { types: typeCounts, cities: cityCounts },
  };
  logger.log(`Sync run ${run.runId} reference lists: ${JSON.stringify(counts)}`);
  return {
    created: properties.created,
    updated: properties.updated,
    unchanged: properties.unchanged,
    withdrawn: properties.withdrawn,
    projectsWithdrawn: projects.withdrawn,
    rejections: [...report.rejections, ...listsReport.rejections],
    warnings: [...report.warnings, ...listsReport.warnings],
    watermark: properties.watermark,
  };
}

function changed(written: { created: number; updated: number; removed: number } | null): boolean {
  return written !== null && written.created + written.updated + written.removed > 0;
}

/**
 * Reads a whole small list. `knownWebIds`: the type ids the records declare
 * (`WebID`, else `ID`), valid or not, or null when the export has no such list.
 */
async function readList<Row>(
  source: ExportSource,
  records: ListRecords<Row>,
): Promise<{ rows: Row[]; replaces: boolean; knownWebIds: Set<number> | null }> {
  const rows: Row[] = [];
  let pages = 0;
  let knownWebIds: Set<number> | null = null;
  for await (const page of source.pages(records.call)) {
    pages += 1;
    knownWebIds ??= new Set<number>();
    for (const item of page.items) {
      const webId = isRecord(item) ? Number(item['WebID'] ?? item['ID']) : Number.NaN;
      if (Number.isInteger(webId)) knownWebIds.add(webId);
      const row = records.accept(item);
      if (row) rows.push(row);
    }
  }
  return { rows, replaces: records.replacesStored(pages), knownWebIds };
}
