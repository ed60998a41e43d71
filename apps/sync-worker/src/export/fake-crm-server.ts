// A stand-in for the CRM's HTTP API (docs/crm-export.md) that serves an
// export folder: `GET /<Call>?page=&pageSize=&changedSince=` with Basic auth.
// It re-pages the folder's records to the requested page size, reading only
// the files a page needs, and can be told to fail for tests.
import { readdir, readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { changedAfter } from '../sync/crm/changed-after';
import { CrmCall } from '../sync/crm/export-source';
import { pageEnvelope } from './generate-export';

export type FaultKind = 'crm-error' | 'http-500' | 'truncate' | 'bad-json';

export interface Fault {
  /** Only this call (default: every call). */
  call?: CrmCall;
  /** Requests for this page number (truncate: every page from it on). */
  page: number;
  /**
   * crm-error: `Success: false`; http-500: a server error; truncate: the
   * page and the ones after it come back empty while RowsCount still counts
   * them; bad-json: a body cut in the middle.
   */
  kind: FaultKind;
  /** Fail only the first N matching requests (a retry then succeeds). Default: always. */
  times?: number;
}

export interface FakeCrmOptions {
  dir: string;
  /** 0 (default): any free port. */
  port?: number;
  host?: string;
  user?: string;
  password?: string;
  faults?: Fault[];
}

export interface FakeCrm {
  url: string;
  /** Requests served, for tests: `GetPropertyList?page=2&pageSize=500`. */
  readonly requests: string[];
  close(): Promise<void>;
}

const CALLS = new Set<string>(Object.values(CrmCall));
const DEFAULT_PAGE_SIZE = 500;
const MAX_PAGE_SIZE = 5000;

/** Per (call, changedSince): how many matching records each file holds, so a page reads only its files. */
type FileIndex = { file: string; matching: number }[];

export async function startFakeCrm(options: FakeCrmOptions): Promise<FakeCrm> {
  const dir = path.resolve(options.dir);
  const user = options.user ?? 'crm';
  const password = options.password ?? 'crm';
  const faults = (options.faults ?? []).map((fault) => ({ ...fault, left: fault.times ?? Number.POSITIVE_INFINITY }));
  const indexes = new Map<string, Promise<FileIndex | null>>();
  const requests: string[] = [];

  const indexFor = (call: CrmCall, changedSince: string | null) => {
    const key = `${call}|${changedSince ?? ''}`;
    let index = indexes.get(key);
    if (!index) {
      index = buildIndex(dir, call, changedSince);
      indexes.set(key, index);
    }
    return index;
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://fake-crm');
    const call = url.pathname.replace(/^\/+|\/+$/g, '');
    requests.push(`${call}${url.search}`);
    if (request.method !== 'GET') return send(response, 405, { error: 'GET only' });
    if (!authorised(request, user, password)) {
      response.setHeader('WWW-Authenticate', 'Basic realm="crm"');
      return send(response, 401, { error: 'unauthorised' });
    }
    if (!CALLS.has(call)) return send(response, 404, { error: `unknown call ${call}` });
    const crmCall = call as CrmCall;
    const page = positive(url.searchParams.get('page'), 1);
    const pageSize = Math.min(positive(url.searchParams.get('pageSize'), DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);
    const changedSince = url.searchParams.get('changedSince') || null;

    const fault = faults.find(
      (candidate) =>
        (candidate.call ?? crmCall) === crmCall &&
        (candidate.kind === 'truncate' ? page >= candidate.page : page === candidate.page) &&
        candidate.left > 0,
    );
    if (fault) fault.left -= 1;
    if (url.searchParams.get('fail') === '1' || fault?.kind === 'crm-error') {
      return send(response, 200, {
        [`${crmCall}JsonResult`]: { Code: 500, Message: 'Export interrupted by the CRM', Success: false, Value: null },
      });
    }
    if (fault?.kind === 'http-500') return send(response, 500, { error: 'internal error' });

    const index = await indexFor(crmCall, changedSince);
    if (!index) return send(response, 404, { error: `this export does not carry ${crmCall}` });
    const rowsCount = index.reduce((sum, entry) => sum + entry.matching, 0);
    const from = (page - 1) * pageSize + 1;
    const items = fault?.kind === 'truncate' ? [] : await rows(index, crmCall, changedSince, from, pageSize);
    const body = JSON.stringify(pageEnvelope(crmCall, from, rowsCount, items));
    if (fault?.kind === 'bad-json') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(body.slice(0, Math.floor(body.length / 2)));
      return;
    }
    response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
    response.end(body);
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) =>
      send(response, 500, { error: error instanceof Error ? error.message : String(error) }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${address.port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function send(response: ServerResponse, status: number, body: unknown): void {
  if (response.headersSent) {
    response.end();
    return;
  }
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

function authorised(request: IncomingMessage, user: string, password: string): boolean {
  const header = request.headers.authorization ?? '';
  const match = /^Basic\s+(.+)$/i.exec(header);
  if (!match?.[1]) return false;
  return Buffer.from(match[1], 'base64').toString('utf8') === `${user}:${password}`;
}

function positive(value: string | null, fallback: number): number {
  const parsed = Number(value);
  return value !== null && Number.isSafeInteger(parsed) && parsed > 0 ? parsed : fallback;
}

async function pageFiles(dir: string, call: CrmCall): Promise<string[] | null> {
  let names: string[];
  try {
    names = await readdir(path.join(dir, call));
  } catch {
    return null;
  }
  return names
    .map((name) => /^(\d+)\.json$/.exec(name)?.[1])
    .filter((number): number is string => number !== undefined)
    .map(Number)
    .sort((a, b) => a - b)
    .map((number) => path.join(dir, call, `${number}.json`));
}

async function fileItems(file: string, call: CrmCall): Promise<unknown[]> {
  const json = JSON.parse(await readFile(file, 'utf8')) as Record<
    string,
    { Value?: { Items?: unknown[] } | null } | undefined
  >;
  return json[`${call}JsonResult`]?.Value?.Items ?? [];
}

async function buildIndex(dir: string, call: CrmCall, changedSince: string | null): Promise<FileIndex | null> {
  const files = await pageFiles(dir, call);
  if (!files) return null;
  const index: FileIndex = [];
  // One file at a time: the folder may hold 100k records.
  for (const file of files)
    index.push({ file, matching: changedAfter(call, await fileItems(file, call), changedSince).length });
  return index;
}

async function rows(
  index: FileIndex,
  call: CrmCall,
  changedSince: string | null,
  from: number,
  count: number,
): Promise<unknown[]> {
  const wanted: unknown[] = [];
  let before = 0; // matching rows in the files already passed
  for (const entry of index) {
    const end = before + entry.matching;
    if (end >= from && entry.matching > 0) {
      const items = changedAfter(call, await fileItems(entry.file, call), changedSince);
      const start = Math.max(0, from - 1 - before);
      wanted.push(...items.slice(start, start + count - wanted.length));
      if (wanted.length >= count) break;
    }
    before = end;
  }
  return wanted;
}
