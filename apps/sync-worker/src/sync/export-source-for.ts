import type { WorkerEnv } from '../config/env';
import type { ExportSource } from './crm/export-source';
import { FolderExportSource } from './crm/folder-export-source';
import { HttpExportSource } from './crm/http-export-source';

export type CrmSourceEnv = Pick<
  WorkerEnv,
  | 'NODE_ENV'
  | 'SAMPLE_EXPORT_DIR'
  | 'CRM_EXPORT_DIR'
  | 'CRM_API_URL'
  | 'CRM_API_USER'
  | 'CRM_API_PASSWORD'
  | 'CRM_API_PAGE_SIZE'
>;

/** What a run without a source records as its source. */
export const NO_SOURCE = '(no CRM source configured)';

/** A location fit for logs and the sync_runs row: a URL's credentials left out. */
export function locationForRecord(location: string): string {
  if (!/^https?:\/\//i.test(location) || !URL.canParse(location)) return location;
  const url = new URL(location);
  url.username = '';
  url.password = '';
  return url.toString();
}

/**
 * A production worker with no CRM source would boot and import nothing,
 * night after night: it refuses to start instead. Elsewhere the bundled
 * sample stands in. Null when the setup is fine.
 */
export function missingCrmSource(env: CrmSourceEnv): string | null {
  if (env.NODE_ENV !== 'production' || defaultExportLocation(env) !== undefined) return null;
  return 'No CRM source configured: set CRM_API_URL (with CRM_API_USER and CRM_API_PASSWORD) or CRM_EXPORT_DIR (docs/crm-export.md)';
}

/**
 * What a run reads when its job names no source: the CRM API if configured,
 * else the export folder, else (outside production, where an empty setting
 * must not quietly import sample houses) the bundled sample.
 */
export function defaultExportLocation(env: CrmSourceEnv): string | undefined {
  return env.CRM_API_URL ?? env.CRM_EXPORT_DIR ?? (env.NODE_ENV === 'production' ? undefined : env.SAMPLE_EXPORT_DIR);
}

/**
 * An http(s) URL is the CRM API (credentials from the URL or from
 * CRM_API_USER / CRM_API_PASSWORD); anything else is an export folder.
 * Absent: the configured default (defaultExportLocation).
 */
export function exportSourceFor(location: string | undefined, env: CrmSourceEnv): ExportSource {
  const chosen = location ?? defaultExportLocation(env);
  if (!chosen) throw new Error('No CRM source configured: set CRM_API_URL or CRM_EXPORT_DIR');
  if (!/^https?:\/\//i.test(chosen)) return new FolderExportSource(chosen);

  const url = new URL(chosen);
  const user = url.username ? decodeURIComponent(url.username) : env.CRM_API_USER;
  const password = url.password ? decodeURIComponent(url.password) : env.CRM_API_PASSWORD;
  if (!user || !password) throw new Error(`No credentials for ${url.origin}: set CRM_API_USER and CRM_API_PASSWORD`);
  // The credentials must not reach logs or the sync_runs row.
  url.username = '';
  url.password = '';
  return new HttpExportSource({
    baseUrl: url.toString().replace(/\/+$/, ''),
    user,
    password,
    pageSize: env.CRM_API_PAGE_SIZE,
  });
}
