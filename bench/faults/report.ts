// What `npm run faults` prints: one row per phase with the pages' and the
// forms' answers, then each check as PASS or FAIL.
import type { Counts } from './visitors';

export interface Check {
  name: string;
  pass: boolean;
  detail: string;
}

export interface PhaseRow {
  phase: string;
  page: Counts;
  form: Counts;
}

/** "requests / 2xx-3xx / 4xx / 5xx / no answer", each right-aligned. */
export function countsCell(counts: Counts): string {
  return [counts.requests, counts.ok, counts.clientErrors, counts.serverErrors, counts.failures]
    .map((value) => String(value).padStart(4))
    .join(' /');
}

export function phaseTable(rows: PhaseRow[], seconds: ReadonlyMap<string, number>): string[] {
  const width = Math.max(5, ...rows.map((row) => row.phase.length));
  const header = `| ${'phase'.padEnd(width)} | seconds | pages: requests / 2xx-3xx / 4xx / 5xx / no answer | forms: requests / 2xx / 4xx / 5xx / no answer |`;
  const rule = header.replace(/[^|]/g, '-');
  return [
    header,
    rule,
    ...rows.map((row) => {
      const time = seconds.get(row.phase);
      return `| ${row.phase.padEnd(width)} | ${(time === undefined ? '-' : time.toFixed(1)).padStart(7)} | ${countsCell(row.page).padEnd(48)} | ${countsCell(row.form).padEnd(44)} |`;
    }),
  ];
}

export function printPhases(rows: PhaseRow[], seconds: ReadonlyMap<string, number>): void {
  for (const line of phaseTable(rows, seconds)) console.log(line);
}

export function printChecks(checks: Check[]): void {
  for (const check of checks) console.log(`${check.pass ? 'PASS' : 'FAIL'}  ${check.name}: ${check.detail}`);
}

export interface FaultEvent {
  name: string;
  at: number;
}

/**
 * Which fault each mail received twice belongs to: the one whose instant is
 * nearest its first copy, within windowMs (a mail in flight when the worker
 * died or PostgreSQL went away), else "none". Keys in the events' order.
 */
export function duplicatesByFault(
  firstCopies: readonly number[],
  events: readonly FaultEvent[],
  windowMs: number,
): Map<string, number> {
  const counts = new Map<string, number>(events.map((event) => [event.name, 0]));
  for (const at of firstCopies) {
    const nearest = events
      .filter((event) => Math.abs(event.at - at) <= windowMs)
      .sort((a, b) => Math.abs(a.at - at) - Math.abs(b.at - at))[0];
    const name = nearest?.name ?? 'none';
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
}
