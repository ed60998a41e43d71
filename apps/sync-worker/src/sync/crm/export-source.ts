// Where an import reads the CRM's export from: a folder of export files or
// the CRM's HTTP API, both read page by page (never the whole export at once).

/** The CRM's list calls; each is a folder of pages on disk and an endpoint over HTTP (docs/crm-export.md). */
export const CrmCall = {
  properties: 'GetPropertyList',
  projects: 'GetProjectList',
  types: 'GetWebIDList',
  cities: 'GetCityList',
  deletedProperties: 'GetDeletedPropertyIds',
  deletedProjects: 'GetDeletedProjectIds',
  owners: 'GetOwnerList',
} as const;
export type CrmCall = (typeof CrmCall)[keyof typeof CrmCall];

/** One page of records, still unvalidated: each is mapped (or rejected) on its own. */
export interface ExportPage {
  call: CrmCall;
  number: number;
  items: unknown[];
}

export interface ReadOptions {
  /**
   * Only records changed after this CRM timestamp (`YYYY-MM-DD HH:mm:ss`, the
   * agency's local time, compared as text like the CRM does): LastChangedDate
   * for records, DeletedDate for the deleted-ids lists. Absent: everything.
   */
  changedSince?: string | null;
}

export interface ExportSource {
  /** For logs and the sync_runs row: the folder path or the base URL. */
  readonly location: string;
  /**
   * The pages of one call, in order. A call the export does not carry yields
   * no page; the importer decides which calls are required. A page that
   * cannot be read, a CRM error or a truncated list throws ExportFailedError.
   */
  pages(call: CrmCall, options?: ReadOptions): AsyncIterable<ExportPage>;
}

/** The export as a whole is unusable (CRM said Success: false, unreadable or missing page…): the run fails, nothing is written. */
export class ExportFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = ExportFailedError.name;
  }
}
