import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 11: a run's summary shows how many projects it withdrew, next to the
 * properties: an export with an empty project list withdrew them all and
 * reported success with "0 withdrawn".
 */
export class SyncRunProjectWithdrawals1764320000000 implements MigrationInterface {
  name = 'SyncRunProjectWithdrawals1764320000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sync_runs" ADD "projects_withdrawn" integer NOT NULL DEFAULT '0'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sync_runs" DROP COLUMN "projects_withdrawn"`);
  }
}
