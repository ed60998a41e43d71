import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 3, the export's other lists: property types and cities with their
 * sale/rent counts, projects (withdrawn, never deleted), and the owners with
 * the history the owner portal shows. Owner history has no foreign key to
 * `properties`: it outlives a withdrawn property.
 */
export class ReferenceLists1763910000000 implements MigrationInterface {
  name = 'ReferenceLists1763910000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "property_types" ("web_id" integer NOT NULL, "crm_id" integer NOT NULL, "names" jsonb NOT NULL DEFAULT '{}', "show_order" integer, "sale" boolean NOT NULL, "rent" boolean NOT NULL, "count_sale" integer NOT NULL DEFAULT '0', "count_rent" integer NOT NULL DEFAULT '0', "imported_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_126b8aefd9d4adb331596f29576" PRIMARY KEY ("web_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "cities" ("zip" text NOT NULL, "country_id" integer NOT NULL, "name" text NOT NULL, "names" jsonb NOT NULL DEFAULT '{}', "country_name" text NOT NULL, "region" text NOT NULL, "count_sale" integer NOT NULL DEFAULT '0', "count_rent" integer NOT NULL DEFAULT '0', "imported_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_cities_region" CHECK ("region" IN ('brussels', 'flanders', 'wallonia', 'luxembourg')), CONSTRAINT "PK_1ea2b1364471ba2407e32855f65" PRIMARY KEY ("zip", "country_id", "name"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "projects" ("id" integer NOT NULL, "names" jsonb NOT NULL DEFAULT '{}', "descriptions" jsonb NOT NULL DEFAULT '{}', "publish_address" boolean NOT NULL, "street" text, "house_number" text, "box_nr" text, "zip" text, "city" text, "country_id" integer NOT NULL, "country_name" text, "latitude" double precision, "longitude" double precision, "status" text, "price_from" numeric(12,2), "price_to" numeric(12,2), "pictures" jsonb NOT NULL DEFAULT '[]', "documents" jsonb NOT NULL DEFAULT '[]', "external_url" text, "crm_created_at" TIMESTAMP WITH TIME ZONE, "crm_changed_at" TIMESTAMP WITH TIME ZONE, "withdrawn_at" TIMESTAMP WITH TIME ZONE, "content_hash" text NOT NULL, "imported_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6271df0a7aed1d6c0691ce6ac50" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "owners" ("id" integer NOT NULL, "email" text NOT NULL, "first_name" text, "last_name" text, "locale" text NOT NULL, "phone" text, "crm_changed_at" TIMESTAMP WITH TIME ZONE, "content_hash" text NOT NULL, "imported_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_42838282f2e6b216301a70b02d6" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_owners_email" ON "owners" ("email") `);
    await queryRunner.query(
      `CREATE TABLE "owner_properties" ("owner_id" integer NOT NULL, "property_id" integer NOT NULL, CONSTRAINT "PK_f475e727b33ecf015eb4d36e219" PRIMARY KEY ("owner_id", "property_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "owner_visits" ("id" integer NOT NULL, "owner_id" integer NOT NULL, "property_id" integer, "date" TIMESTAMP WITH TIME ZONE NOT NULL, "status" text NOT NULL, "remark" text, CONSTRAINT "PK_e2966c4ce363161e06583f77cf0" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_owner_visits_owner_date" ON "owner_visits" ("owner_id", "date") `);
    await queryRunner.query(
      `CREATE TABLE "owner_communications" ("id" integer NOT NULL, "owner_id" integer NOT NULL, "property_id" integer, "date" TIMESTAMP WITH TIME ZONE NOT NULL, "channel" text NOT NULL, "subject" text, "body" text, CONSTRAINT "PK_6511ca3ad79f16d3e6fb5748379" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_owner_communications_owner_date" ON "owner_communications" ("owner_id", "date") `,
    );
    await queryRunner.query(
      `CREATE TABLE "owner_online_media" ("id" integer NOT NULL, "owner_id" integer NOT NULL, "property_id" integer, "portal" text NOT NULL, "url" text NOT NULL, "published_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_e58d94dabab4580f02cc729f459" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_owner_online_media_owner" ON "owner_online_media" ("owner_id") `);
    await queryRunner.query(
      `ALTER TABLE "owner_properties" ADD CONSTRAINT "FK_267142527068c38ada5803b3149" FOREIGN KEY ("owner_id") REFERENCES "owners"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "owner_visits" ADD CONSTRAINT "FK_ecfbcac045604d77810e3eb4b5a" FOREIGN KEY ("owner_id") REFERENCES "owners"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "owner_communications" ADD CONSTRAINT "FK_258888159a96f6eed9aa27ecf55" FOREIGN KEY ("owner_id") REFERENCES "owners"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "owner_online_media" ADD CONSTRAINT "FK_12d10955429f4e1ef9adc57d9aa" FOREIGN KEY ("owner_id") REFERENCES "owners"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "owner_online_media" DROP CONSTRAINT "FK_12d10955429f4e1ef9adc57d9aa"`);
    await queryRunner.query(`ALTER TABLE "owner_communications" DROP CONSTRAINT "FK_258888159a96f6eed9aa27ecf55"`);
    await queryRunner.query(`ALTER TABLE "owner_visits" DROP CONSTRAINT "FK_ecfbcac045604d77810e3eb4b5a"`);
    await queryRunner.query(`ALTER TABLE "owner_properties" DROP CONSTRAINT "FK_267142527068c38ada5803b3149"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_owner_online_media_owner"`);
    await queryRunner.query(`DROP TABLE "owner_online_media"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_owner_communications_owner_date"`);
    await queryRunner.query(`DROP TABLE "owner_communications"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_owner_visits_owner_date"`);
    await queryRunner.query(`DROP TABLE "owner_visits"`);
    await queryRunner.query(`DROP TABLE "owner_properties"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_owners_email"`);
    await queryRunner.query(`DROP TABLE "owners"`);
    await queryRunner.query(`DROP TABLE "projects"`);
    await queryRunner.query(`DROP TABLE "cities"`);
    await queryRunner.query(`DROP TABLE "property_types"`);
  }
}
