import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 26, price history: each change of a property's published price the
 * import sees (null: on request), with its date and run. The index serves the
 * detail page's history and each card's latest change.
 */
export class PropertyPriceChanges1764945000000 implements MigrationInterface {
  name = 'PropertyPriceChanges1764945000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "property_price_changes" ("id" SERIAL NOT NULL, "property_id" integer NOT NULL, "old_price" numeric(12,2), "new_price" numeric(12,2), "changed_at" TIMESTAMP WITH TIME ZONE NOT NULL, "sync_run_id" integer NOT NULL, CONSTRAINT "PK_property_price_changes" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_property_price_changes_property" ON "property_price_changes" ("property_id", "changed_at") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_property_price_changes_property"`);
    await queryRunner.query(`DROP TABLE "property_price_changes"`);
  }
}
