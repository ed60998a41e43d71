import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 26, the list's filters in the demand register's alerts: a demand's
 * living area from/to (whole m²), its "energy label at most" (the list
 * filter's choices, judged on each property's own region's scale) and the
 * features a property must offer (PROPERTY_FEATURES). Existing demands get
 * none of them, so they match exactly what they matched before.
 */
export class DemandCriteriaFilters1764940000000 implements MigrationInterface {
  name = 'DemandCriteriaFilters1764940000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "demands" ADD "living_area_min" integer, ADD "living_area_max" integer, ADD "max_energy" text, ADD "features" text array NOT NULL DEFAULT '{}'`,
    );
    await queryRunner.query(
      `ALTER TABLE "demands" ADD CONSTRAINT "CHK_demands_max_energy" CHECK ("max_energy" IN ('a_plusplus', 'a_plus', 'a', 'b', 'c', 'd', 'e', 'f', 'g'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "demands" ADD CONSTRAINT "CHK_demands_features" CHECK ("features" <@ ARRAY['garden', 'terrace', 'parking', 'new-build']::text[])`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "demands" DROP CONSTRAINT "CHK_demands_features"`);
    await queryRunner.query(`ALTER TABLE "demands" DROP CONSTRAINT "CHK_demands_max_energy"`);
    await queryRunner.query(
      `ALTER TABLE "demands" DROP COLUMN "features", DROP COLUMN "max_energy", DROP COLUMN "living_area_max", DROP COLUMN "living_area_min"`,
    );
  }
}
