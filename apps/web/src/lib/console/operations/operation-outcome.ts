// What an import or mail action came to, carried in the page's address after
// the action's 303 (?done= or ?problem=) and said by the page in the
// operator's language.

export const operationDones = ['queued', 'retry', 'discard', 'resend'] as const;
export type OperationDone = (typeof operationDones)[number];
export const operationProblems = ['refused', 'notFound', 'queueUnavailable', 'failed'] as const;
export type OperationProblem = (typeof operationProblems)[number];

export type OperationOutcome = { done: OperationDone } | { problem: OperationProblem } | null;

/** The BFF's status and body as a problem, or null when it was done. */
export function operationProblemOf(status: number | null, body: unknown): OperationProblem | null {
  if (status !== null && status >= 200 && status < 300) return null;
  const code = (body as { code?: unknown } | null)?.code;
  if (code === 'MAIL_ACTION_REFUSED') return 'refused';
  if (code === 'MAIL_NOT_FOUND' || status === 404) return 'notFound';
  if (code === 'QUEUE_UNAVAILABLE') return 'queueUnavailable';
  return 'failed';
}

/** The outcome named by the page's query, anything else ignored. */
export function operationOutcomeOf(query: Record<string, string | string[] | undefined>): OperationOutcome {
  const done = query['done'];
  const problem = query['problem'];
  if (typeof done === 'string' && (operationDones as readonly string[]).includes(done))
    return { done: done as OperationDone };
  if (typeof problem === 'string' && (operationProblems as readonly string[]).includes(problem))
    return { problem: problem as OperationProblem };
  return null;
}

/** One query value as text ('' when absent or repeated). */
export function queryText(query: Record<string, string | string[] | undefined>, name: string): string {
  const value = query[name];
  return typeof value === 'string' ? value : '';
}
