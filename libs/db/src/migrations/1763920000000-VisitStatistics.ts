import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Raw property page views, their per-day aggregate and the daily salt of the visitor hash. */
export class VisitStatistics1763920000000 implements MigrationInterface {
  name = 'VisitStatistics1763920000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "property_views" ("id" BIGSERIAL NOT NULL, "property_id" integer NOT NULL, "visitor_hash" text NOT NULL, "viewed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_af59c050eb84bbf1700199d5f1a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_property_views_viewed_at" ON "property_views" ("viewed_at") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_property_views_dedupe" ON "property_views" ("property_id", "visitor_hash", "viewed_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "property_daily_views" ("property_id" integer NOT NULL, "day" date NOT NULL, "views" integer NOT NULL, CONSTRAINT "PK_1fcc411ea21039ca6e39acd42d1" PRIMARY KEY ("property_id", "day"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "view_salts" ("day" date NOT NULL, "salt" bytea NOT NULL, CONSTRAINT "PK_e658b690901ee6ac6bae377c039" PRIMARY KEY ("day"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "view_salts"`);
    await queryRunner.query(`DROP TABLE "property_daily_views"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_property_views_dedupe"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_property_views_viewed_at"`);
    await queryRunner.query(`DROP TABLE "property_views"`);
  }
}
