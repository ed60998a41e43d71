import { REVALIDATE_SECRET_HEADER } from '@immo/platform';
import { Logger } from '@nestjs/common';
import type { WorkerEnv } from '../config/env';

/** The web's route handler (apps/web/src/app/internal/revalidate/route.ts). */
export const REVALIDATE_PATH = '/internal/revalidate';
/** Long enough for a busy web server, short enough never to hold the sync queue. */
const DEFAULT_TIMEOUT_MS = 3_000;

export type RevalidationOutcome = { status: 'revalidated' } | { status: 'failed'; reason: string };

/**
 * Tells the web to drop its cached catalogue after an import changed it, so
 * a sold house leaves the site now rather than within the cache's minute.
 * Every web server keeps its own cache, so each one is told (WEB_URLS, else
 * WEB_URL), all at once. Best effort: a web server that is down or slow is
 * logged and ignored; its pages still refresh on their own within 60 s.
 */
export class WebRevalidationNotifier {
  private readonly logger = new Logger(WebRevalidationNotifier.name);

  constructor(
    private readonly env: Pick<WorkerEnv, 'WEB_URL' | 'WEB_URLS' | 'REVALIDATE_SECRET'>,
    private readonly timeoutMs: number = DEFAULT_TIMEOUT_MS,
  ) {}

  /** Revalidated when every web server said so; else the failures, one per server, in one reason. */
  async catalogueChanged(): Promise<RevalidationOutcome> {
    const webs = this.env.WEB_URLS ?? [this.env.WEB_URL];
    const outcomes = await Promise.all(webs.map((web) => this.revalidate(web)));
    const failures = outcomes.flatMap((outcome, index) =>
      outcome.status === 'failed' ? [webs.length > 1 ? `${webs[index]}: ${outcome.reason}` : outcome.reason] : [],
    );
    return failures.length === 0 ? { status: 'revalidated' } : { status: 'failed', reason: failures.join('; ') };
  }

  private async revalidate(web: string): Promise<RevalidationOutcome> {
    const url = new URL(REVALIDATE_PATH, web);
    let outcome: RevalidationOutcome;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { [REVALIDATE_SECRET_HEADER]: this.env.REVALIDATE_SECRET },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      // The body is not needed; reading it frees the connection.
      await response.arrayBuffer();
      outcome = response.ok ? { status: 'revalidated' } : { status: 'failed', reason: `answered ${response.status}` };
    } catch (error) {
      const reason = isTimeout(error) ? `no answer within ${this.timeoutMs} ms` : describeError(error);
      outcome = { status: 'failed', reason };
    }
    if (outcome.status === 'failed') {
      this.logger.warn(
        `Web revalidation at ${url.toString()} failed (${outcome.reason}); cached pages expire within 60 s anyway`,
      );
    }
    return outcome;
  }
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // fetch hides the useful part (ECONNREFUSED…) in `cause`.
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}

/** AbortSignal.timeout rejects with a DOMException, not always an `Error` instance. */
function isTimeout(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'TimeoutError';
}
