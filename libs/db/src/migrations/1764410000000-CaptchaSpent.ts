import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The spent captcha answers (captcha/captcha-spent.entity.ts): one row per challenge, so an answer works once. */
export class CaptchaSpent1764410000000 implements MigrationInterface {
  name = 'CaptchaSpent1764410000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "captcha_spent" ("hash" text NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_captcha_spent" PRIMARY KEY ("hash"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_captcha_spent_expires_at" ON "captcha_spent" ("expires_at") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_captcha_spent_expires_at"`);
    await queryRunner.query(`DROP TABLE "captcha_spent"`);
  }
}
