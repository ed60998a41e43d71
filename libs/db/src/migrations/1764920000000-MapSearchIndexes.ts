import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 26, map search: a radius or a drawn area first narrows the live
 * properties to a box of latitudes and longitudes, then tests the exact
 * shape on the position a visitor sees (publish_address) and orders the
 * page (goal, crm_changed_at, id), all from the index alone: reading the
 * rows of a town's thousand properties took ten times as long. A town's
 * centre is the mean position of its postcode's live properties, also read
 * from an index alone (map-search-sql.ts).
 */
export class MapSearchIndexes1764920000000 implements MigrationInterface {
  name = 'MapSearchIndexes1764920000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_properties_live_position" ON "properties" ("latitude", "longitude", "goal", "publish_address", "crm_changed_at", "id") WHERE "withdrawn_at" IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_properties_live_zip_position" ON "properties" ("zip", "latitude", "longitude") WHERE "withdrawn_at" IS NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_properties_live_zip_position"`);
    await queryRunner.query(`DROP INDEX "IDX_properties_live_position"`);
  }
}
