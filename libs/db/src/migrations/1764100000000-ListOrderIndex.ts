import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 4, the list endpoint at 10k properties (docs/benchmarks.md): the
 * default order (latest CRM change first, undated last) of one goal's live
 * properties, so a page reads its rows off the index (an incremental sort
 * orders ties by id) instead of sorting every live property. The id is not a
 * column of the index: TypeORM's schema diff would see it and drop the index. `(goal <> 0)::int` is 1 on the rent side
 * (any non-zero goal is rent) and the coalesce puts undated rows last; queries repeat these
 * expressions exactly (properties/property-list-sql.ts). Expression indexes
 * are invisible to TypeORM's schema diff, so no entity declares it.
 */
export class ListOrderIndex1764100000000 implements MigrationInterface {
  name = 'ListOrderIndex1764100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_properties_live_newest" ON "properties" ((("goal" <> 0)::int), (coalesce("crm_changed_at", '-infinity'::timestamptz)) DESC) WHERE "withdrawn_at" IS NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_properties_live_newest"`);
  }
}
