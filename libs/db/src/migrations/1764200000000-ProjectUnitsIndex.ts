import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A project's live units, read by the project page and counted for every
 * card of the projects list: off this index instead of a scan of every
 * property (see PropertyEntity).
 */
export class ProjectUnitsIndex1764200000000 implements MigrationInterface {
  name = 'ProjectUnitsIndex1764200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_properties_live_project" ON "properties" ("project_id") WHERE "withdrawn_at" IS NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_properties_live_project"`);
  }
}
