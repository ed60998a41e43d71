import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Online visit booking: the agency's visit hours in the site configuration
 * (null: no online booking), the bookings with one seat each (the partial
 * unique index and the seat check refuse a double booking in the database
 * itself), and the owners' calendar as one view over the CRM's visits and the
 * site's bookings (docs/decisions.md, "Visit bookings in the owner's calendar").
 */
export class VisitBookings1764420000000 implements MigrationInterface {
  name = 'VisitBookings1764420000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "site_settings" ADD "visit_hours" jsonb`);
    await queryRunner.query(
      `CREATE TABLE "visit_bookings" ("id" uuid NOT NULL, "property_id" integer NOT NULL, "slot_start" TIMESTAMP WITH TIME ZONE NOT NULL, "slot_end" TIMESTAMP WITH TIME ZONE NOT NULL, "seat" smallint NOT NULL, "capacity" smallint NOT NULL, "status" text NOT NULL, "locale" text NOT NULL, "manage_token_hash" text NOT NULL, "sequence" integer NOT NULL DEFAULT '0', "lead_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "cancelled_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "CHK_visit_bookings_slot" CHECK ("slot_end" > "slot_start"), CONSTRAINT "CHK_visit_bookings_status" CHECK ("status" IN ('confirmed', 'cancelled')), CONSTRAINT "CHK_visit_bookings_seat" CHECK ("seat" >= 1 AND "seat" <= "capacity"), CONSTRAINT "PK_visit_bookings" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_visit_bookings_manage_token_hash" ON "visit_bookings" ("manage_token_hash") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_visit_bookings_seat" ON "visit_bookings" ("property_id", "slot_start", "seat") WHERE "status" = 'confirmed'`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_visit_bookings_lead_id" ON "visit_bookings" ("lead_id") `);
    await queryRunner.query(
      `ALTER TABLE "visit_bookings" ADD CONSTRAINT "FK_visit_bookings_lead" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE VIEW "owner_calendar_visits" AS
       SELECT 'crm' AS source, v.id::text AS id, v.owner_id, v.property_id, v.date AS starts_at, NULL::timestamptz AS ends_at, v.status, v.remark
         FROM "owner_visits" v
       UNION ALL
       SELECT 'site', b.id::text, p.owner_id, b.property_id, b.slot_start, b.slot_end, CASE b.status WHEN 'confirmed' THEN 'planned' ELSE 'cancelled' END, NULL
         FROM "visit_bookings" b JOIN "properties" p ON p.id = b.property_id
        WHERE p.owner_id IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP VIEW "owner_calendar_visits"`);
    await queryRunner.query(`ALTER TABLE "visit_bookings" DROP CONSTRAINT "FK_visit_bookings_lead"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_visit_bookings_lead_id"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_visit_bookings_seat"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_visit_bookings_manage_token_hash"`);
    await queryRunner.query(`DROP TABLE "visit_bookings"`);
    await queryRunner.query(`ALTER TABLE "site_settings" DROP COLUMN "visit_hours"`);
  }
}
