import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 24, the console's imports: a run started from the console names the
 * operator who started it. Kept when the operator is deleted, as nobody.
 */
export class SyncRunStartedBy1764740000001 implements MigrationInterface {
  name = 'SyncRunStartedBy1764740000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sync_runs" ADD "started_by" integer`);
    await queryRunner.query(
      `ALTER TABLE "sync_runs" ADD CONSTRAINT "FK_sync_runs_started_by" FOREIGN KEY ("started_by") REFERENCES "operator_accounts"("id") ON DELETE SET NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sync_runs" DROP CONSTRAINT "FK_sync_runs_started_by"`);
    await queryRunner.query(`ALTER TABLE "sync_runs" DROP COLUMN "started_by"`);
  }
}
