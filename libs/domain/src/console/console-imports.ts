// What the console's imports section reads from the BFF: the runs, one run's
// rejected records and warnings searched page by page, and the schedule with
// the catalogue's freshness. Shared by the BFF (its answers) and the web
// (which checks them).
import { z } from 'zod';
import { type CatalogueFreshness, CATALOGUE_STALE_GRACE_MINUTES } from '../observability/catalogue-freshness';

export const syncRunStatusValues = ['running', 'succeeded', 'failed', 'refused', 'skipped'] as const;

const ZSyncRecordSchema = z.object({ id: z.union([z.string(), z.number(), z.null()]), reason: z.string() });
export type SyncRecord = z.infer<typeof ZSyncRecordSchema>;

/** Rejections and warnings per run in the list: enough to see what went wrong without shipping thousands per run. */
export const SYNC_RUN_LISTED_RECORDS = 20;

export const ZSyncRunSchema = z.object({
  id: z.number().int(),
  source: z.string().meta({ description: 'Export folder or CRM base URL' }),
  trigger: z.string().meta({ description: 'startup, schedule or operator' }),
  startedBy: z.string().nullable().meta({
    description:
      'The name of the operator who started it from the console; null otherwise, or once that operator is deleted',
  }),
  full: z.boolean(),
  status: z.enum(syncRunStatusValues),
  startedAt: z.string().meta({ format: 'date-time' }),
  finishedAt: z.string().nullable().meta({ format: 'date-time' }),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  withdrawn: z.number().int().meta({ description: 'Properties withdrawn' }),
  projectsWithdrawn: z.number().int().meta({ description: 'Projects withdrawn' }),
  rejected: z.number().int(),
  warningCount: z
    .number()
    .int()
    .meta({ description: 'Records imported with a warning (the list carries the first ones only)' }),
  rejections: z.array(ZSyncRecordSchema).meta({
    description: `In the list, the first ${SYNC_RUN_LISTED_RECORDS} only (\`rejected\` is the total); all of them from GET /api/sync-runs/{id}`,
  }),
  warnings: z.array(ZSyncRecordSchema).meta({
    description: `Records imported with a field cleared, and why; in the list, the first ${SYNC_RUN_LISTED_RECORDS} only`,
  }),
  failureReason: z.string().nullable(),
  watermark: z
    .string()
    .nullable()
    .meta({ description: 'Highest CRM LastChangedDate applied; the next incremental run starts after it' }),
});
export type SyncRunView = z.infer<typeof ZSyncRunSchema>;

/** A run's records an operator searches: the rejected ones or the ones imported with a warning. */
export const syncRecordKinds = ['rejections', 'warnings'] as const;
export type SyncRecordKind = (typeof syncRecordKinds)[number];

/** Records per page: a long list stays readable on a phone. */
export const SYNC_RECORDS_PAGE_SIZE = 50;

export const ZSyncRecordsQuerySchema = z.object({
  kind: z.enum(syncRecordKinds).default('rejections'),
  /** Part of the record's ID or of the reason, any case; empty lists them all. */
  q: z.string().trim().max(200).default('').meta({ description: "Part of the record's ID or of the reason, any case" }),
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(1)
    .meta({ description: `From 1; ${SYNC_RECORDS_PAGE_SIZE} records a page` }),
});
export type SyncRecordsQuery = z.infer<typeof ZSyncRecordsQuerySchema>;

export const ZSyncRecordsPageSchema = z.object({
  kind: z.enum(syncRecordKinds),
  q: z.string(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Records matching `q` in the whole run. */
  total: z.number().int(),
  items: z.array(ZSyncRecordSchema),
});
export type SyncRecordsPage = z.infer<typeof ZSyncRecordsPageSchema>;

export const ZImportScheduleSchema = z.object({
  /** False when Redis did not answer: the schedule is then unknown, not absent. */
  schedulesRead: z.boolean(),
  incremental: z.object({ everyMinutes: z.number().nullable(), nextAt: z.string().nullable() }),
  full: z.object({ cron: z.string().nullable(), timeZone: z.string().nullable(), nextAt: z.string().nullable() }),
  catalogue: z.object({
    state: z.enum(['fresh', 'stale', 'never']),
    lastImportAt: z.string().nullable(),
    ageSeconds: z.number().nullable(),
    /** The age past which the catalogue is stale: the incremental interval plus the grace. */
    allowedMinutes: z.number(),
  }),
});
export type ImportSchedule = z.infer<typeof ZImportScheduleSchema>;

/** A job scheduler as BullMQ's getJobSchedulers lists it (the fields read here). */
export interface RegisteredSchedule {
  key: string;
  id?: string | null;
  pattern?: string | null;
  every?: number | null;
  tz?: string | null;
  next?: number | null;
}

/** The worker's scheduler ids of the two imports (apps/sync-worker scheduling/schedules.ts). */
export const IMPORT_SCHEDULE_IDS = { incremental: 'sync-incremental', full: 'sync-full' } as const;

/**
 * The schedule as registered in Redis by the worker (what will really run,
 * BullMQ's own next time, the same cron library), and the catalogue's
 * freshness. A schedule not registered (SYNC_SCHEDULES_ENABLED=false, no
 * worker started yet) reads as null: nothing will run by itself; `registered`
 * null means Redis did not answer.
 */
export function importScheduleOf(
  registered: readonly RegisteredSchedule[] | null,
  freshness: CatalogueFreshness,
  incrementalEveryMinutes: number,
): ImportSchedule {
  const find = (id: string) => registered?.find((schedule) => (schedule.id ?? schedule.key) === id);
  const incremental = find(IMPORT_SCHEDULE_IDS.incremental);
  const full = find(IMPORT_SCHEDULE_IDS.full);
  const at = (next: number | null | undefined) =>
    typeof next === 'number' && Number.isFinite(next) ? new Date(next).toISOString() : null;
  return {
    schedulesRead: registered !== null,
    incremental: {
      everyMinutes: incremental?.every ? Math.round(incremental.every / 60_000) : null,
      nextAt: at(incremental?.next),
    },
    full: { cron: full?.pattern ?? null, timeZone: full?.pattern ? (full.tz ?? null) : null, nextAt: at(full?.next) },
    catalogue: { ...freshness, allowedMinutes: incrementalEveryMinutes + CATALOGUE_STALE_GRACE_MINUTES },
  };
}
