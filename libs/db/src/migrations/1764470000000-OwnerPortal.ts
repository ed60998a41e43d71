import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The owner portal's own data: the owner's preferences (weekly report on by
 * default), the weekly reports sent (one per owner and week), and which
 * listings each alert mail showed, for the property's reach. Alert mails
 * sent before this migration are filled in from the items they carried (a
 * mail showed at most 12 of those, so an old mail with more counts a few
 * listings it only linked to).
 */
export class OwnerPortal1764470000000 implements MigrationInterface {
  name = 'OwnerPortal1764470000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "alert_mail_listings" ("outbox_id" uuid NOT NULL, "property_id" integer NOT NULL, CONSTRAINT "PK_alert_mail_listings" PRIMARY KEY ("outbox_id", "property_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_alert_mail_listings_property" ON "alert_mail_listings"  ("property_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "owner_preferences" ("owner_id" integer NOT NULL, "weekly_report" boolean NOT NULL DEFAULT true, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_owner_preferences" PRIMARY KEY ("owner_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "owner_weekly_reports" ("owner_id" integer NOT NULL, "week_start" date NOT NULL, "outbox_id" uuid NOT NULL, CONSTRAINT "PK_owner_weekly_reports" PRIMARY KEY ("owner_id", "week_start"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "alert_mail_listings" ADD CONSTRAINT "FK_alert_mail_listings_outbox" FOREIGN KEY ("outbox_id") REFERENCES "mail_outbox"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "owner_preferences" ADD CONSTRAINT "FK_owner_preferences_owner" FOREIGN KEY ("owner_id") REFERENCES "owners"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "owner_weekly_reports" ADD CONSTRAINT "FK_owner_weekly_reports_owner" FOREIGN KEY ("owner_id") REFERENCES "owners"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "owner_weekly_reports" ADD CONSTRAINT "FK_owner_weekly_reports_outbox" FOREIGN KEY ("outbox_id") REFERENCES "mail_outbox"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `INSERT INTO "alert_mail_listings" ("outbox_id", "property_id")
       SELECT DISTINCT i.outbox_id, i.property_id FROM "demand_alert_items" i JOIN "mail_outbox" o ON o.id = i.outbox_id
       ON CONFLICT DO NOTHING`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "owner_weekly_reports" DROP CONSTRAINT "FK_owner_weekly_reports_outbox"`);
    await queryRunner.query(`ALTER TABLE "owner_weekly_reports" DROP CONSTRAINT "FK_owner_weekly_reports_owner"`);
    await queryRunner.query(`ALTER TABLE "owner_preferences" DROP CONSTRAINT "FK_owner_preferences_owner"`);
    await queryRunner.query(`ALTER TABLE "alert_mail_listings" DROP CONSTRAINT "FK_alert_mail_listings_outbox"`);
    await queryRunner.query(`DROP TABLE "owner_weekly_reports"`);
    await queryRunner.query(`DROP TABLE "owner_preferences"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_alert_mail_listings_property"`);
    await queryRunner.query(`DROP TABLE "alert_mail_listings"`);
  }
}
