// What a page says after an action: the BFF's answer read as one of a few
// translated messages (ConsoleRequests.done.* and .problems.*).
import { leadActions } from '@immo/domain';

export const requestProblems = ['notFound', 'refused', 'notAvailable', 'invalid', 'failed'] as const;
export type RequestProblem = (typeof requestProblems)[number];
export const requestDone = [...leadActions, 'publish', 'reject'] as const;
export type RequestDone = (typeof requestDone)[number];

/** Null when the BFF did it. */
export function requestProblemOf(status: number, body: unknown): RequestProblem | null {
  if (status >= 200 && status < 300) return null;
  const code = body !== null && typeof body === 'object' && 'code' in body ? String(body.code) : '';
  if (status === 404) return 'notFound';
  if (code === 'REQUEST_ACTION_REFUSED') return 'refused';
  // The form's own rule refused the release (a rental let meanwhile, a withdrawn property).
  if (status === 409 || status === 410) return 'notAvailable';
  if (status === 400) return 'invalid';
  return 'failed';
}

/** The outcome named in the page's address, when it is one of ours. */
export function outcomeOf(
  searchParams: Record<string, string | string[] | undefined>,
): { done: RequestDone } | { problem: RequestProblem } | null {
  const done = searchParams['done'];
  const problem = searchParams['problem'];
  if (typeof done === 'string' && (requestDone as readonly string[]).includes(done))
    return { done: done as RequestDone };
  if (typeof problem === 'string' && (requestProblems as readonly string[]).includes(problem))
    return { problem: problem as RequestProblem };
  return null;
}
