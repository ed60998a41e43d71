import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 26, alerts managed by the visitor: `demands.paused_at`, when the
 * visitor paused the alert from its page; null while it runs. A paused
 * demand is matched against nothing and mailed nothing (confirmed-demands.ts
 * and the digests' queries read only those with none).
 */
export class DemandPausedAt1764890000000 implements MigrationInterface {
  name = 'DemandPausedAt1764890000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "demands" ADD "paused_at" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "demands" DROP COLUMN "paused_at"`);
  }
}
