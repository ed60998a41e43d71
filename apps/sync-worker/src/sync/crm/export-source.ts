// Where an import reads the CRM's export from. The folder source reads the
// bundled sample; the HTTP source (next issue) will page through the CRM API.

/** One page of records, still unvalidated: each is mapped (or rejected) on its own. */
export interface ExportPage {
  number: number;
  items: unknown[];
}

export interface ExportSource {
  /** For logs and the sync_runs row: the folder path or the base URL. */
  readonly location: string;
  pages(): AsyncIterable<ExportPage>;
}

/** The export as a whole is unusable (CRM said Success: false, unreadable page…): the run fails, nothing is written. */
export class ExportFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = ExportFailedError.name;
  }
}
