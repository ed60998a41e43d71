import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The demand register, its alerts' memory, newsletter sign-ups and
 * testimonials (issue 13). Ids are made by the services, so no uuid
 * extension is needed.
 */
export class Subscriptions1764430000000 implements MigrationInterface {
  name = 'Subscriptions1764430000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "demands" ("id" uuid NOT NULL, "lead_id" uuid, "email" text NOT NULL, "locale" text NOT NULL, "title" text, "first_name" text NOT NULL, "last_name" text NOT NULL, "phone" text, "goal" text NOT NULL, "property_types" integer array NOT NULL, "zones" text array NOT NULL, "budget_min" numeric(12,2), "budget_max" numeric(12,2), "bedrooms_min" integer, "remark" text, "frequency" text NOT NULL, "state" text NOT NULL DEFAULT 'unconfirmed', "confirm_token_hash" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "confirmed_at" TIMESTAMP WITH TIME ZONE, "last_alert_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "CHK_demands_frequency" CHECK ("frequency" IN ('instant', 'daily', 'weekly')), CONSTRAINT "CHK_demands_goal" CHECK ("goal" IN ('sale', 'rent')), CONSTRAINT "CHK_demands_state" CHECK ("state" IN ('unconfirmed', 'confirmed')), CONSTRAINT "PK_demands" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_demands_confirm_token_hash" ON "demands" ("confirm_token_hash")`);
    await queryRunner.query(
      `CREATE INDEX "IDX_demands_unconfirmed_created_at" ON "demands" ("created_at") WHERE "state" = 'unconfirmed'`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_demands_confirmed_frequency" ON "demands" ("frequency") WHERE "state" = 'confirmed'`,
    );
    await queryRunner.query(
      `CREATE TABLE "demand_alert_items" ("demand_id" uuid NOT NULL, "property_id" integer NOT NULL, "event" text NOT NULL, "event_key" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "outbox_id" uuid, CONSTRAINT "CHK_demand_alert_items_event" CHECK ("event" IN ('new', 'price-drop', 'status')), CONSTRAINT "PK_demand_alert_items" PRIMARY KEY ("demand_id", "property_id", "event", "event_key"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_demand_alert_items_pending" ON "demand_alert_items" ("demand_id") WHERE "outbox_id" IS NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "demand_listing_states" ("property_id" integer NOT NULL, "live" boolean NOT NULL, "published_price" numeric(12,2), "marquee" integer NOT NULL, "seen_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_demand_listing_states" PRIMARY KEY ("property_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "newsletter_subscriptions" ("id" uuid NOT NULL, "lead_id" uuid, "email" text NOT NULL, "locale" text NOT NULL, "first_name" text, "last_name" text, "state" text NOT NULL DEFAULT 'unconfirmed', "confirm_token_hash" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "confirmed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "CHK_newsletter_subscriptions_state" CHECK ("state" IN ('unconfirmed', 'confirmed')), CONSTRAINT "PK_newsletter_subscriptions" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_newsletter_subscriptions_confirm_token_hash" ON "newsletter_subscriptions" ("confirm_token_hash")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_newsletter_subscriptions_unconfirmed_created_at" ON "newsletter_subscriptions" ("created_at") WHERE "state" = 'unconfirmed'`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_newsletter_subscriptions_confirmed_email" ON "newsletter_subscriptions" ("email") WHERE "state" = 'confirmed'`,
    );
    await queryRunner.query(
      `CREATE TABLE "testimonials" ("id" uuid NOT NULL, "lead_id" uuid, "first_name" text NOT NULL, "last_name" text NOT NULL, "email" text NOT NULL, "city" text, "rating" smallint, "text" text NOT NULL, "locale" text NOT NULL, "state" text NOT NULL DEFAULT 'pending', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "published_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "CHK_testimonials_rating" CHECK ("rating" BETWEEN 1 AND 5), CONSTRAINT "CHK_testimonials_state" CHECK ("state" IN ('pending', 'published', 'rejected')), CONSTRAINT "PK_testimonials" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_testimonials_published_at" ON "testimonials" ("published_at") WHERE "state" = 'published'`,
    );
    await queryRunner.query(
      `ALTER TABLE "demand_alert_items" ADD CONSTRAINT "FK_demand_alert_items_demand" FOREIGN KEY ("demand_id") REFERENCES "demands"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "demand_alert_items" DROP CONSTRAINT "FK_demand_alert_items_demand"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_testimonials_published_at"`);
    await queryRunner.query(`DROP TABLE "testimonials"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_newsletter_subscriptions_confirmed_email"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_newsletter_subscriptions_unconfirmed_created_at"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_newsletter_subscriptions_confirm_token_hash"`);
    await queryRunner.query(`DROP TABLE "newsletter_subscriptions"`);
    await queryRunner.query(`DROP TABLE "demand_listing_states"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_demand_alert_items_pending"`);
    await queryRunner.query(`DROP TABLE "demand_alert_items"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_demands_confirmed_frequency"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_demands_unconfirmed_created_at"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_demands_confirm_token_hash"`);
    await queryRunner.query(`DROP TABLE "demands"`);
  }
}
