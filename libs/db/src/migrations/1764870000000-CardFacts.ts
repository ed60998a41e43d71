import type { MigrationInterface, QueryRunner } from 'typeorm';

// Kept here as written, whatever the entity says later: a migration never changes.
const LIVING = `CASE WHEN jsonb_typeof("details" #> '{fields,livingSurface}') = 'number' THEN ("details" #>> '{fields,livingSurface}')::numeric END`;
const GROUND = `CASE WHEN jsonb_typeof("details" #> '{fields,groundSurface}') = 'number' THEN ("details" #>> '{fields,groundSurface}')::numeric END`;

/**
 * Issue 26, key facts on every card and the phone bar.
 *
 * `properties.living_surface` and `ground_surface` are the living and plot
 * areas the importer already stores in `details.fields`, copied by PostgreSQL
 * into columns of their own (generated, stored) so the list reads two numbers
 * of the row instead of its whole details document, and no importer code or
 * content hash changes. TypeORM compares a generated column's expression with
 * the one it keeps in `typeorm_metadata`, so the table and the two rows are
 * written here as its own generator would.
 *
 * `site_settings.whatsapp`: the agency's WhatsApp number, as typed; null: the
 * property pages offer no WhatsApp link.
 */
export class CardFacts1764870000000 implements MigrationInterface {
  name = 'CardFacts1764870000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE IF NOT EXISTS "typeorm_metadata" ("type" character varying NOT NULL, "database" character varying, "schema" character varying, "table" character varying, "name" character varying, "value" text)`,
    );
    for (const [name, expression] of [
      ['living_surface', LIVING],
      ['ground_surface', GROUND],
    ]) {
      await queryRunner.query(
        `ALTER TABLE "properties" ADD "${name}" numeric GENERATED ALWAYS AS (${expression}) STORED`,
      );
      await queryRunner.query(
        `INSERT INTO "typeorm_metadata"("database", "schema", "table", "type", "name", "value") VALUES (current_database(), current_schema(), 'properties', 'GENERATED_COLUMN', $1, $2)`,
        [name, expression],
      );
    }
    await queryRunner.query(`ALTER TABLE "site_settings" ADD "whatsapp" text`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "site_settings" DROP COLUMN "whatsapp"`);
    await queryRunner.query(
      `DELETE FROM "typeorm_metadata" WHERE "type" = 'GENERATED_COLUMN' AND "table" = 'properties' AND "name" IN ('living_surface', 'ground_surface')`,
    );
    await queryRunner.query(`ALTER TABLE "properties" DROP COLUMN "ground_surface"`);
    await queryRunner.query(`ALTER TABLE "properties" DROP COLUMN "living_surface"`);
  }
}
