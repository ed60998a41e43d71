import type { CrmCall, ExportPage, ExportSource, ReadOptions } from '../../src/sync/crm/export-source';

/**
 * Wraps a source and stops before property page `gatePage` (1-based) until
 * `open()`: a spec can look at the database while an import is half-way
 * through. The importer writes in batches, so make the pages before the gate
 * hold a full batch when the spec needs rows already written.
 */
export class GatedSource implements ExportSource {
  readonly location: string;
  /** Resolves once the importer asks for the gated page (or the list ended before it). */
  readonly gateReached: Promise<void>;
  private opened!: () => void;
  private readonly gate = new Promise<void>((resolve) => (this.opened = resolve));
  private reached!: () => void;

  constructor(
    private readonly inner: ExportSource,
    private readonly gatePage = 2,
  ) {
    this.location = inner.location;
    this.gateReached = new Promise<void>((resolve) => (this.reached = resolve));
  }

  open(): void {
    this.opened();
  }

  async *pages(call: CrmCall, options?: ReadOptions): AsyncIterable<ExportPage> {
    let count = 0;
    for await (const page of this.inner.pages(call, options)) {
      if (call === 'GetPropertyList' && count === this.gatePage - 1) {
        this.reached();
        await this.gate;
      }
      count += 1;
      yield page;
    }
    if (call === 'GetPropertyList') this.reached();
  }
}
