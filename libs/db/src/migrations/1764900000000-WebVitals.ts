import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 26, Web Vitals from real visitors: per Brussels day and page type,
 * the page views that sent a beacon (`web_vitals_days`) and a histogram of
 * each metric in fixed buckets (`web_vitals_buckets`), from which the console
 * reads the 75th percentile. No address, URL or visitor is stored.
 */
export class WebVitals1764900000000 implements MigrationInterface {
  name = 'WebVitals1764900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "web_vitals_days" ("day" date NOT NULL, "page_type" text NOT NULL, "page_views" integer NOT NULL, CONSTRAINT "PK_web_vitals_days" PRIMARY KEY ("day", "page_type"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "web_vitals_buckets" ("day" date NOT NULL, "page_type" text NOT NULL, "metric" text NOT NULL, "bucket" smallint NOT NULL, "count" integer NOT NULL, CONSTRAINT "PK_web_vitals_buckets" PRIMARY KEY ("day", "page_type", "metric", "bucket"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "web_vitals_buckets"`);
    await queryRunner.query(`DROP TABLE "web_vitals_days"`);
  }
}
