import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 12, one reader for each shape: `properties.details` now holds the
 * detail page's parts in the domain's shape (StoredPropertyDetails), read from
 * the CRM once by the importer, instead of the CRM's field names the BFF read
 * again on every request. Only the importer knows the CRM's names, so rows
 * stored the old way are not converted here but marked for re-import: their
 * details are cleared (they may hold links imported before issue 11 checked
 * them) and their content hash too, so the next sync rewrites every one of
 * them. Until then their pages show the facts of the columns, no detail group.
 */
export class DetailsInDomainShape1764380000000 implements MigrationInterface {
  name = 'DetailsInDomainShape1764380000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "properties" SET "details" = '{}'::jsonb, "content_hash" = '' WHERE NOT ("details" ? 'fields' AND "details" ? 'documents')`,
    );
  }

  public async down(): Promise<void> {
    // Nothing to undo: the CRM's names are gone, and the next import writes
    // whatever shape the importer of that version stores.
  }
}
