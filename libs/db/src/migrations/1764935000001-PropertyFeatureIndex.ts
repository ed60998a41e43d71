import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 26, list filters on towns and features: the list's total (its count
 * of every matching live property of a goal) read from one narrow index alone
 * instead of every row of the goal. Measured on 100 000 properties (EXPLAIN
 * ANALYZE, docs/benchmarks.md "List filters (issue 26)"): a garden's count
 * 364 → 9 ms, two towns' 11 → 0.4 ms, ten towns' 264 → 2 ms; the index is
 * 0.7 MB. The towns come second: `zip = ANY(…)` is then a range of it.
 */
export class PropertyFeatureIndex1764935000001 implements MigrationInterface {
  name = 'PropertyFeatureIndex1764935000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_properties_live_goal_zip_features" ON "properties" ("goal", "zip", "has_garden", "has_terrace", "has_parking", "is_new_build") WHERE "withdrawn_at" IS NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_properties_live_goal_zip_features"`);
  }
}
