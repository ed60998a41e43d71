import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 24, the console's outbox: each message keeps what the worker wrote
 * the last time it tried to send it (subject, HTML, text), so an operator
 * reads a mail as it left, not as today's templates and settings would write
 * it. Null until the first attempt, and for mails sent before this.
 */
export class MailOutboxSentCopy1764740000000 implements MigrationInterface {
  name = 'MailOutboxSentCopy1764740000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "mail_outbox" ADD "sent_subject" text`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" ADD "sent_html" text`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" ADD "sent_text" text`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP COLUMN "sent_text"`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP COLUMN "sent_html"`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP COLUMN "sent_subject"`);
  }
}
