import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 15, the console's site configuration editor: every change logged
 * (who, when, the fields before and after, so it can be undone), and the
 * drafts operators preview before publishing.
 */
export class SiteConfigChanges1764540000000 implements MigrationInterface {
  name = 'SiteConfigChanges1764540000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "site_config_changes" ("id" BIGSERIAL NOT NULL, "operator_id" integer, "entity" text NOT NULL, "entity_key" text NOT NULL, "before" jsonb NOT NULL, "after" jsonb NOT NULL, "undo_of" bigint, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_site_config_changes" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_site_config_changes_created_at" ON "site_config_changes" ("created_at")`,
    );
    await queryRunner.query(
      `CREATE TABLE "site_config_drafts" ("entity" text NOT NULL, "entity_key" text NOT NULL, "fields" jsonb NOT NULL, "operator_id" integer, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_site_config_drafts" PRIMARY KEY ("entity", "entity_key"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "site_config_changes" ADD CONSTRAINT "FK_site_config_changes_operator" FOREIGN KEY ("operator_id") REFERENCES "operator_accounts"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "site_config_changes" DROP CONSTRAINT "FK_site_config_changes_operator"`);
    await queryRunner.query(`DROP TABLE "site_config_drafts"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_site_config_changes_created_at"`);
    await queryRunner.query(`DROP TABLE "site_config_changes"`);
  }
}
