// The rows the reference-list importer writes (snake_case, as the columns).
import type {
  CityImportRow,
  OwnerCommunicationImportRow,
  OwnerImportRow,
  OwnerOnlineMediaImportRow,
  OwnerVisitImportRow,
  ProjectImportRow,
  PropertyTypeImportRow,
} from '@immo/db';
import type { Rejection } from '../crm/property-row';

export type Mapped<Row> = { ok: true; row: Row; notes: string[] } | { ok: false; rejection: Rejection };

// The rows are the data library's, derived from the entities (a renamed column breaks this build).
export type PropertyTypeRow = PropertyTypeImportRow;
export type CityRow = CityImportRow;
export type ProjectRow = ProjectImportRow;
export type ProjectDocumentRow = ProjectRow['documents'][number];
export type OwnerRow = OwnerImportRow;
export type OwnerVisitRow = OwnerVisitImportRow;
export type OwnerCommunicationRow = OwnerCommunicationImportRow;
export type OwnerOnlineMediaRow = OwnerOnlineMediaImportRow;
