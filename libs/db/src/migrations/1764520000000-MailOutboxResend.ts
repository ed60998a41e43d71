import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 15, the console's mail section: an operator resends a sent message as
 * a new row that names the original (never the same row again, so each copy
 * has its own Message-ID and history), and lists the outbox newest first.
 */
export class MailOutboxResend1764520000000 implements MigrationInterface {
  name = 'MailOutboxResend1764520000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "mail_outbox" ADD "resent_from" uuid`);
    await queryRunner.query(`CREATE INDEX "IDX_mail_outbox_created_at" ON "mail_outbox" ("created_at")`);
    await queryRunner.query(
      `ALTER TABLE "mail_outbox" ADD CONSTRAINT "FK_mail_outbox_resent_from" FOREIGN KEY ("resent_from") REFERENCES "mail_outbox"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP CONSTRAINT "FK_mail_outbox_resent_from"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_mail_outbox_created_at"`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP COLUMN "resent_from"`);
  }
}
