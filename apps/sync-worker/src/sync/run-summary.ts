// What `npm run sync` prints about a recorded run: the counts an operator
// checks, then every rejected record and every warning with its ID.
import type { SyncRunOutcome } from './sync-run-log';

export function runSummaryLines(outcome: SyncRunOutcome, what: string): string[] {
  const label = (id: string | number | null) => `ID ${id ?? '(none)'}`;
  return [
    `Sync run ${outcome.runId} ${outcome.status} (${what})`,
    `  properties: created ${outcome.created}, updated ${outcome.updated}, unchanged ${outcome.unchanged}, withdrawn ${outcome.withdrawn}; ` +
      `projects withdrawn ${outcome.projectsWithdrawn}; rejected ${outcome.rejected}, warnings ${outcome.warnings.length}`,
    ...outcome.rejections.map((rejection) => `  rejected ${label(rejection.id)}: ${rejection.reason}`),
    ...outcome.warnings.map((warning) => `  warning ${label(warning.id)}: ${warning.reason}`),
    ...(outcome.failureReason ? [`  failure: ${outcome.failureReason}`] : []),
  ];
}
