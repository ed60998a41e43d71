import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The site configuration's tables (menu pages and their modules, articles,
 * top bar, footer, one row of agency settings).
 *
 * Issue 12: this migration also inserted the demo agency's content. That copy
 * now lives in src/database/seed and is applied by the seed command, so a
 * production database gets the schema without marketing copy. Editing a
 * merged migration is safe here only because of what changed: TypeORM never
 * runs a recorded migration again, so a database where it ran keeps its rows,
 * the schema is byte for byte the same, and a new database gets the same
 * content from the seed (the int spec checks both).
 */
export class SiteConfiguration1764000000000 implements MigrationInterface {
  name = 'SiteConfiguration1764000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "articles" ("id" SERIAL NOT NULL, "name" text NOT NULL, "titles" jsonb NOT NULL DEFAULT '{}', "bodies" jsonb NOT NULL DEFAULT '{}', "create_date" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "modify_date" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0a6e2c450d83e0b6052c2793334" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "footer_blocks" ("id" SERIAL NOT NULL, "sort" integer NOT NULL DEFAULT '0', "titles" jsonb NOT NULL DEFAULT '{}', "intro_texts" jsonb NOT NULL DEFAULT '{}', "full_texts" jsonb NOT NULL DEFAULT '{}', "images" jsonb NOT NULL DEFAULT '[]', "col" jsonb NOT NULL DEFAULT '{"lg": 3, "md": 6, "sm": 12}', CONSTRAINT "PK_653b53920f8f6275628c7903bf6" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "menu_pages" ("id" SERIAL NOT NULL, "parent_id" integer, "name" text NOT NULL, "path" text NOT NULL, "status" text NOT NULL DEFAULT 'Draft', "sort" integer NOT NULL DEFAULT '0', "type" text NOT NULL DEFAULT 'article', "titles" jsonb NOT NULL DEFAULT '{}', "descriptions" jsonb NOT NULL DEFAULT '{}', "metadata" jsonb NOT NULL DEFAULT '{}', "is_active_seo" boolean NOT NULL DEFAULT true, "image" text, "redirect" boolean NOT NULL DEFAULT false, "redirect_url" text, "hidden_in_menu" boolean NOT NULL DEFAULT false, "show_bread_crumb" boolean NOT NULL DEFAULT true, "show_page_banner" boolean NOT NULL DEFAULT false, "banner_titles" jsonb NOT NULL DEFAULT '{}', "banner_descriptions" jsonb NOT NULL DEFAULT '{}', "create_date" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "modify_date" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_menu_pages_status" CHECK ("status" IN ('Published', 'Draft')), CONSTRAINT "PK_614a13c223498a323d768439ee1" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_menu_pages_path" ON "menu_pages" ("path") `);
    await queryRunner.query(
      `CREATE TABLE "page_modules" ("id" SERIAL NOT NULL, "menu_page_id" integer NOT NULL, "type" text NOT NULL, "article_id" integer, "status" text NOT NULL DEFAULT 'Published', "position" integer NOT NULL DEFAULT '0', "titles" jsonb NOT NULL DEFAULT '{}', "title_size" text NOT NULL DEFAULT 'h2', "descriptions" jsonb NOT NULL DEFAULT '{}', "span" integer NOT NULL DEFAULT '12', "col" jsonb NOT NULL DEFAULT '{"lg": 12, "md": 12, "sm": 12}', "view" text NOT NULL DEFAULT 'default', "background_type" text NOT NULL DEFAULT '', "image" text, "number_item_of_row" integer NOT NULL DEFAULT '4', "max_items" integer NOT NULL DEFAULT '4', CONSTRAINT "CHK_page_modules_article" CHECK ("type" <> 'article' OR "article_id" IS NOT NULL), CONSTRAINT "CHK_page_modules_type" CHECK ("type" IN ('property-list', 'article', 'contact')), CONSTRAINT "PK_be1e1b3b251f2d18e5631fd1fe8" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_page_modules_page" ON "page_modules" ("menu_page_id", "position") `);
    await queryRunner.query(
      `CREATE TABLE "site_settings" ("id" smallint NOT NULL DEFAULT '1', "agency_name" text NOT NULL, "phone" text NOT NULL, "email" text, "street" text NOT NULL DEFAULT '', "zip" text NOT NULL DEFAULT '', "city" text NOT NULL DEFAULT '', "country_id" integer NOT NULL DEFAULT '10', "copyright" jsonb NOT NULL DEFAULT '{}', "top_bar_show" boolean NOT NULL DEFAULT true, "show_search_input" boolean NOT NULL DEFAULT true, "show_search_button" boolean NOT NULL DEFAULT true, "show_count_property" boolean NOT NULL DEFAULT true, "show_search_count" boolean NOT NULL DEFAULT true, "search_logo" text, "search_titles" jsonb NOT NULL DEFAULT '{}', "search_descriptions" jsonb NOT NULL DEFAULT '{}', "banner_kind" text NOT NULL DEFAULT '', "banner_items" jsonb NOT NULL DEFAULT '[]', "banner_colour" text, "marquee_ignore_list" integer array NOT NULL DEFAULT '{}', "gtm_id" text, "meta_pixel_id" text, "modify_date" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_site_settings_banner_kind" CHECK ("banner_kind" IN ('image', 'gallery', 'video', 'color', '')), CONSTRAINT "CHK_site_settings_single_row" CHECK ("id" = 1), CONSTRAINT "PK_e4290e8371a166d7e066d131f6e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "top_bar_items" ("id" SERIAL NOT NULL, "status" text NOT NULL DEFAULT 'Published', "sort" integer NOT NULL DEFAULT '0', "labels" jsonb NOT NULL DEFAULT '{}', "link" text NOT NULL, "icon" text, "colour" text, CONSTRAINT "PK_0f7f15932215d4d4c0a9c46d3b5" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "menu_pages" ADD CONSTRAINT "FK_5b43ac83f7131cafa0f1e2ad143" FOREIGN KEY ("parent_id") REFERENCES "menu_pages"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "page_modules" ADD CONSTRAINT "FK_1511342b8f5d029b608c89e92af" FOREIGN KEY ("menu_page_id") REFERENCES "menu_pages"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "page_modules" ADD CONSTRAINT "FK_2c56623f00811227f4d56c3d6a5" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "page_modules" DROP CONSTRAINT "FK_2c56623f00811227f4d56c3d6a5"`);
    await queryRunner.query(`ALTER TABLE "page_modules" DROP CONSTRAINT "FK_1511342b8f5d029b608c89e92af"`);
    await queryRunner.query(`ALTER TABLE "menu_pages" DROP CONSTRAINT "FK_5b43ac83f7131cafa0f1e2ad143"`);
    await queryRunner.query(`DROP TABLE "top_bar_items"`);
    await queryRunner.query(`DROP TABLE "site_settings"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_page_modules_page"`);
    await queryRunner.query(`DROP TABLE "page_modules"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_menu_pages_path"`);
    await queryRunner.query(`DROP TABLE "menu_pages"`);
    await queryRunner.query(`DROP TABLE "footer_blocks"`);
    await queryRunner.query(`DROP TABLE "articles"`);
  }
}
