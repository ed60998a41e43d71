import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Properties and sync runs, plus the extensions the property search will use. */
export class InitialSchema1763840000000 implements MigrationInterface {
  name = 'InitialSchema1763840000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Search (next slice) matches accent-stripped city names and references
    // with trigram similarity; creating the extensions now keeps that
    // migration free of superuser-only statements.
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(
      `CREATE TABLE "properties" ("id" integer NOT NULL, "goal" smallint NOT NULL, "reference" text NOT NULL, "web_id" integer, "web_ids" text, "main_type_name" text, "titles" jsonb NOT NULL DEFAULT '{}', "descriptions" jsonb NOT NULL DEFAULT '{}', "city" text NOT NULL, "zip" text NOT NULL, "country_id" integer NOT NULL, "country_name" text NOT NULL, "price" numeric(12,2), "publish_price" boolean NOT NULL, "price_unit" integer, "price_unit_text" text, "marquee" integer NOT NULL DEFAULT '0', "marquee_name" text, "publish_address" boolean NOT NULL, "street" text, "house_number" text, "box_nr" text, "epc_label_text" text, "energy_performance" numeric, "bedrooms" integer, "surface" numeric, "latitude" double precision, "longitude" double precision, "pictures" jsonb NOT NULL DEFAULT '[]', "crm_created_at" TIMESTAMP WITH TIME ZONE, "crm_changed_at" TIMESTAMP WITH TIME ZONE, "withdrawn_at" TIMESTAMP WITH TIME ZONE, "imported_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "content_hash" text NOT NULL, CONSTRAINT "PK_2d83bfa0b9fcd45dee1785af44d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_properties_live_goal_changed" ON "properties" ("goal", "crm_changed_at") WHERE "withdrawn_at" IS NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "sync_runs" ("id" SERIAL NOT NULL, "source" text NOT NULL, "trigger" text NOT NULL, "full" boolean NOT NULL DEFAULT false, "status" text NOT NULL, "started_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "finished_at" TIMESTAMP WITH TIME ZONE, "created" integer NOT NULL DEFAULT '0', "updated" integer NOT NULL DEFAULT '0', "unchanged" integer NOT NULL DEFAULT '0', "withdrawn" integer NOT NULL DEFAULT '0', "rejected" integer NOT NULL DEFAULT '0', "rejections" jsonb NOT NULL DEFAULT '[]', "failure_reason" text, CONSTRAINT "CHK_sync_runs_status" CHECK ("status" IN ('running', 'succeeded', 'failed', 'refused')), CONSTRAINT "PK_adf13fff41a683b3b991fb90b11" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_sync_runs_started_at" ON "sync_runs" ("started_at")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_sync_runs_started_at"`);
    await queryRunner.query(`DROP TABLE "sync_runs"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_properties_live_goal_changed"`);
    await queryRunner.query(`DROP TABLE "properties"`);
    // The extensions stay: other databases objects may depend on them, and
    // CREATE EXTENSION IF NOT EXISTS makes a re-run of up() harmless.
  }
}
