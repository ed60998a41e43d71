import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Leads (every form submission, stored before anything is queued) and the
 * mail outbox (one row per e-mail, written in the same transaction as what it
 * is about, sent by the worker). Deleting a lead deletes its mails; the
 * partial index serves the worker's relay, which looks for pending rows.
 */
export class LeadsAndMailOutbox1764400000000 implements MigrationInterface {
  name = 'LeadsAndMailOutbox1764400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "leads" ("id" uuid NOT NULL, "kind" text NOT NULL, "state" text NOT NULL, "locale" text NOT NULL, "property_id" integer, "project_id" integer, "email" text, "fields" jsonb NOT NULL, "utm" jsonb NOT NULL DEFAULT '{}', "page" text, "client_network" text NOT NULL, "spam_reason" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_leads_email_lower_case" CHECK ("email" = lower("email")), CONSTRAINT "CHK_leads_state" CHECK ("state" IN ('received', 'quarantined')), CONSTRAINT "PK_leads" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_leads_created_at" ON "leads"  ("created_at")`);
    await queryRunner.query(
      `CREATE INDEX "IDX_leads_email_kind_created_at" ON "leads"  ("email", "kind", "created_at")`,
    );
    await queryRunner.query(
      `CREATE TABLE "mail_outbox" ("id" uuid NOT NULL, "lead_id" uuid, "template" text NOT NULL, "locale" text NOT NULL, "to_address" text NOT NULL, "reply_to" text, "data" jsonb NOT NULL DEFAULT '{}', "state" text NOT NULL DEFAULT 'queued', "attempts" integer NOT NULL DEFAULT '0', "last_error" text, "message_id" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "sent_at" TIMESTAMP WITH TIME ZONE, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_mail_outbox_state" CHECK ("state" IN ('queued', 'sent', 'retrying', 'dead', 'discarded')), CONSTRAINT "PK_mail_outbox" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_mail_outbox_message_id" ON "mail_outbox"  ("message_id")`);
    await queryRunner.query(`CREATE INDEX "IDX_mail_outbox_lead_id" ON "mail_outbox"  ("lead_id")`);
    await queryRunner.query(
      `CREATE INDEX "IDX_mail_outbox_pending" ON "mail_outbox"  ("created_at") WHERE "state" IN ('queued', 'retrying')`,
    );
    await queryRunner.query(
      `ALTER TABLE "mail_outbox" ADD CONSTRAINT "FK_mail_outbox_lead" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP CONSTRAINT "FK_mail_outbox_lead"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_mail_outbox_pending"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_mail_outbox_lead_id"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_mail_outbox_message_id"`);
    await queryRunner.query(`DROP TABLE "mail_outbox"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_leads_email_kind_created_at"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_leads_created_at"`);
    await queryRunner.query(`DROP TABLE "leads"`);
  }
}
