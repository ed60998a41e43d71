// server.mjs asks the proxy for the API-failure page when a page failed while
// rendering (server-failure-page.mjs): Next.js would send an empty shell. The
// key is drawn by that process at start, so only it can ask.
import type { NextRequest } from 'next/server';
import { FAILURE_PAGE_HEADER, FAILURE_PAGE_KEY_ENV } from '../../server-contract.mjs';

export { FAILURE_PAGE_HEADER, FAILURE_PAGE_KEY_ENV };

/** Whether this request is server.mjs asking for the failure page in place of a page that failed. */
export function isFailurePageRequest(request: NextRequest, key = process.env[FAILURE_PAGE_KEY_ENV]): boolean {
  return key !== undefined && key !== '' && request.headers.get(FAILURE_PAGE_HEADER) === key;
}
