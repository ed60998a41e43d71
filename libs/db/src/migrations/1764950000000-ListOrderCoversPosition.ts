import type { MigrationInterface, QueryRunner } from 'typeorm';

const NEWEST_KEY = `(("goal" <> 0)::int), (coalesce("crm_changed_at", '-infinity'::timestamptz)) DESC`;

/**
 * Issue 26, a wide map search (docs/benchmarks.md, "Map search"): the list's
 * default order now ends with the id, as the list orders ties, so a page of
 * a search that matches thousands stops at its last row instead of sorting
 * every match; and it carries the columns of the map search's test and of
 * that order, so the rows it skips are tested without reading the table (an
 * index-only scan). With plain columns in it, TypeORM's schema diff sees the
 * index: the entity declares it with `synchronize: false`.
 */
export class ListOrderCoversPosition1764950000000 implements MigrationInterface {
  name = 'ListOrderCoversPosition1764950000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_properties_live_newest"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_properties_live_newest" ON "properties" (${NEWEST_KEY}, "id" DESC) INCLUDE ("goal", "crm_changed_at", "latitude", "longitude", "publish_address") WHERE "withdrawn_at" IS NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_properties_live_newest"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_properties_live_newest" ON "properties" (${NEWEST_KEY}) WHERE "withdrawn_at" IS NULL`,
    );
  }
}
