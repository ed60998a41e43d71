import { changedAfter } from './changed-after';
import { PageSequenceCheck, unwrapPage } from './crm-envelope';
import { type CrmCall, ExportFailedError, type ExportPage, type ExportSource, type ReadOptions } from './export-source';

export interface HttpExportSourceOptions {
  /** The API's base URL; `<baseUrl>/<Call>` is one list (docs/crm-export.md). */
  baseUrl: string;
  user: string;
  password: string;
  /** Rows per request. Default 500. */
  pageSize?: number;
  /** Per request, headers and body included. Default 30 s. */
  timeoutMs?: number;
  /** Extra attempts of one page after a network error, a timeout or a 5xx. Default 2. */
  retries?: number;
  /** First pause before a retry, doubled each time. Default 500 ms. */
  retryDelayMs?: number;
  fetch?: typeof fetch;
}

/** Worth another attempt: the CRM or the network hiccuped. Anything else fails the export at once. */
class TransientError extends Error {}

/**
 * The CRM's HTTP API, read page by page (`GET <base>/<Call>?page=&pageSize=
 * [&changedSince=]`, HTTP Basic auth). A page that still fails after the
 * retries, a refused login, a CRM error or a truncated list throws
 * ExportFailedError: the run fails and the catalogue stays as it was.
 */
export class HttpExportSource implements ExportSource {
  /** Without credentials: it ends up in logs and sync_runs. */
  readonly location: string;
  private readonly baseUrl: string;
  private readonly authorization: string;
  private readonly pageSize: number;
  private readonly timeoutMs: number;
  private readonly retries: number;
  private readonly retryDelayMs: number;
  private readonly fetch: typeof fetch;

  constructor(options: HttpExportSourceOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.location = this.baseUrl;
    this.authorization = `Basic ${Buffer.from(`${options.user}:${options.password}`).toString('base64')}`;
    this.pageSize = options.pageSize ?? 500;
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.retries = options.retries ?? 2;
    this.retryDelayMs = options.retryDelayMs ?? 500;
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async *pages(call: CrmCall, options: ReadOptions = {}): AsyncIterable<ExportPage> {
    const sequence = new PageSequenceCheck(call);
    for (let number = 1; ; number += 1) {
      const json = await this.fetchPage(call, number, options.changedSince ?? null);
      if (json === null) return; // the CRM does not serve this call
      const page = unwrapPage(call, json, number);
      sequence.accept(page);
      if (page.items.length === 0) break;
      // The CRM filters by changedSince itself; filtering again costs
      // nothing and protects an incremental run from a CRM that ignores it.
      yield { call, number, items: changedAfter(call, page.items, options.changedSince) };
      const last =
        page.to !== undefined && page.rowsCount !== undefined
          ? page.to >= page.rowsCount
          : page.items.length < this.pageSize;
      if (last) break;
    }
    sequence.finish();
  }

  /** The page's JSON, or null when the first page is 404 (this CRM has no such list). */
  private async fetchPage(call: CrmCall, number: number, changedSince: string | null): Promise<unknown> {
    const url = new URL(`${this.baseUrl}/${call}`);
    url.searchParams.set('page', String(number));
    url.searchParams.set('pageSize', String(this.pageSize));
    if (changedSince) url.searchParams.set('changedSince', changedSince);

    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.request(url, call, number);
      } catch (error) {
        if (!(error instanceof TransientError)) throw error;
        if (attempt >= this.retries) {
          throw new ExportFailedError(`${call} page ${number} failed after ${attempt + 1} attempts: ${error.message}`);
        }
        await new Promise((resolve) => setTimeout(resolve, this.retryDelayMs * 2 ** attempt));
      }
    }
  }

  private async request(url: URL, call: CrmCall, number: number): Promise<unknown> {
    let response: Response;
    let text: string;
    try {
      response = await this.fetch(url, {
        headers: { Authorization: this.authorization, Accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new TransientError(
        timedOut ? `no answer within ${this.timeoutMs} ms` : `network error: ${describe(error)}`,
      );
    }
    if (response.status >= 500) throw new TransientError(`HTTP ${response.status}`);
    if (response.status === 401 || response.status === 403) {
      throw new ExportFailedError(
        `the CRM refused the credentials (HTTP ${response.status}) on ${call} page ${number}: check CRM_API_USER and CRM_API_PASSWORD`,
      );
    }
    if (response.status === 404 && number === 1) return null;
    if (!response.ok) throw new ExportFailedError(`${call} page ${number}: HTTP ${response.status}`);
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new ExportFailedError(`${call} page ${number} cannot be read: ${describe(error)}`);
    }
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // undici puts the useful part (ECONNREFUSED…) in `cause`.
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
