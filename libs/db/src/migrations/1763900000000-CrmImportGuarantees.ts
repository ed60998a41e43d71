import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 3, import guarantees: the CRM detail fields on `properties`, and on
 * `sync_runs` the incremental watermark, the per-record warnings and the
 * 'skipped' status of a run that found another import running.
 */
export class CrmImportGuarantees1763900000000 implements MigrationInterface {
  name = 'CrmImportGuarantees1763900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "properties" ADD "details" jsonb NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`ALTER TABLE "properties" ADD "project_id" integer`);
    await queryRunner.query(`ALTER TABLE "properties" ADD "owner_id" integer`);
    await queryRunner.query(`ALTER TABLE "properties" ADD "status" text`);
    await queryRunner.query(`ALTER TABLE "properties" ADD "sub_status" text`);
    await queryRunner.query(`ALTER TABLE "sync_runs" DROP CONSTRAINT "CHK_sync_runs_status"`);
    await queryRunner.query(`ALTER TABLE "sync_runs" ADD "watermark" text`);
    await queryRunner.query(`ALTER TABLE "sync_runs" ADD "warnings" jsonb NOT NULL DEFAULT '[]'`);
    await queryRunner.query(
      `ALTER TABLE "sync_runs" ADD CONSTRAINT "CHK_sync_runs_status" CHECK ("status" IN ('running', 'succeeded', 'failed', 'refused', 'skipped'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sync_runs" DROP CONSTRAINT "CHK_sync_runs_status"`);
    // A 'skipped' row cannot satisfy the older constraint; it recorded nothing but a collision.
    await queryRunner.query(`DELETE FROM "sync_runs" WHERE "status" = 'skipped'`);
    await queryRunner.query(`ALTER TABLE "sync_runs" DROP COLUMN "warnings"`);
    await queryRunner.query(`ALTER TABLE "sync_runs" DROP COLUMN "watermark"`);
    await queryRunner.query(
      `ALTER TABLE "sync_runs" ADD CONSTRAINT "CHK_sync_runs_status" CHECK ("status" IN ('running', 'succeeded', 'failed', 'refused'))`,
    );
    await queryRunner.query(`ALTER TABLE "properties" DROP COLUMN "sub_status"`);
    await queryRunner.query(`ALTER TABLE "properties" DROP COLUMN "status"`);
    await queryRunner.query(`ALTER TABLE "properties" DROP COLUMN "owner_id"`);
    await queryRunner.query(`ALTER TABLE "properties" DROP COLUMN "project_id"`);
    await queryRunner.query(`ALTER TABLE "properties" DROP COLUMN "details"`);
  }
}
