import { FolderExportSource } from './crm/folder-export-source';
import type { ExportSource } from './crm/export-source';

/**
 * The payload's `source` names a folder today; an http(s) URL will select the
 * CRM API source when it exists (next issue), until then it is refused.
 */
export function exportSourceFor(location: string | undefined): ExportSource {
  if (!location) throw new Error('No CRM source configured: set CRM_EXPORT_DIR or CRM_API_URL');
  if (/^https?:\/\//i.test(location)) {
    throw new Error(`HTTP export sources are not supported yet: ${location}`);
  }
  return new FolderExportSource(location);
}
