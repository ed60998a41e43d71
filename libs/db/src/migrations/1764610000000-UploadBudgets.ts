import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 23, what one stranger can make the site keep on disk
 * (cv-uploads/cv-storage.ts):
 *
 * - `lead_uploads.budget_network`: the network that sent the file
 *   (budgetNetwork: an IPv4 address, an IPv6 /48), indexed with the time
 *   for its hourly count.
 * - `lead_uploads.challenge_id`: the captcha challenge the upload was made
 *   under; only a lead answering that challenge claims it, and a challenge
 *   buys a few uploads only.
 * - `lead_uploads.stored_at`: null while the file streams in (the row then
 *   holds its place in the budgets, sized as announced), set once the file
 *   is written. Earlier rows were stored when they were made.
 */
export class UploadBudgets1764610000000 implements MigrationInterface {
  name = 'UploadBudgets1764610000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "lead_uploads" ADD "budget_network" text`);
    await queryRunner.query(`ALTER TABLE "lead_uploads" ADD "challenge_id" text`);
    await queryRunner.query(`ALTER TABLE "lead_uploads" ADD "stored_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`UPDATE "lead_uploads" SET "stored_at" = "created_at"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_lead_uploads_budget_network" ON "lead_uploads" ("budget_network", "created_at") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_lead_uploads_challenge_id" ON "lead_uploads" ("challenge_id") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_lead_uploads_challenge_id"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_lead_uploads_budget_network"`);
    await queryRunner.query(`ALTER TABLE "lead_uploads" DROP COLUMN "stored_at"`);
    await queryRunner.query(`ALTER TABLE "lead_uploads" DROP COLUMN "challenge_id"`);
    await queryRunner.query(`ALTER TABLE "lead_uploads" DROP COLUMN "budget_network"`);
  }
}
