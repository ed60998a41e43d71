import type { PropertyImportRow, SyncRejection } from '@immo/db';

/** One `properties` row as the importer writes it: the data library's, derived from the entity. */
export type PropertyRow = PropertyImportRow;

/** A record the import skipped, with the reason an operator can act on. */
export type Rejection = SyncRejection;
