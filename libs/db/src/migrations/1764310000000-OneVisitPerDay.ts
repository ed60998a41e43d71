import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One visit per visitor, property and Brussels day (docs/decisions.md, "a
 * visit"), enforced by a unique index, and the per-network hourly beacon
 * budget. Views stored under the old 30-minute rule are brought to the new
 * one: the repeats of a (property, visitor hash, day) are deleted and the
 * daily counts recomputed. Old hashes included the User-Agent, so those days
 * may still count one network twice; down cannot bring the deleted repeats back.
 */
export class OneVisitPerDay1764310000000 implements MigrationInterface {
  name = 'OneVisitPerDay1764310000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DELETE FROM "property_views" v USING "property_views" earlier
       WHERE earlier.property_id = v.property_id AND earlier.visitor_hash = v.visitor_hash
         AND (earlier.viewed_at AT TIME ZONE 'Europe/Brussels')::date = (v.viewed_at AT TIME ZONE 'Europe/Brussels')::date
         AND earlier.id < v.id`,
    );
    await queryRunner.query(
      `INSERT INTO "property_daily_views" (property_id, day, views)
       SELECT property_id, (viewed_at AT TIME ZONE 'Europe/Brussels')::date, count(*)::integer FROM "property_views" GROUP BY 1, 2
       ON CONFLICT (property_id, day) DO UPDATE SET views = EXCLUDED.views`,
    );
    await queryRunner.query(`DROP INDEX "public"."IDX_property_views_dedupe"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_property_views_visit" ON "property_views" ("property_id", "visitor_hash", (("viewed_at" AT TIME ZONE 'Europe/Brussels')::date))`,
    );
    await queryRunner.query(
      `CREATE TABLE "view_beacon_budgets" ("visitor_hash" text NOT NULL, "hour" TIMESTAMP WITH TIME ZONE NOT NULL, "beacons" integer NOT NULL, CONSTRAINT "PK_view_beacon_budgets" PRIMARY KEY ("visitor_hash", "hour"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "view_beacon_budgets"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_property_views_visit"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_property_views_dedupe" ON "property_views" ("property_id", "visitor_hash", "viewed_at") `,
    );
  }
}
