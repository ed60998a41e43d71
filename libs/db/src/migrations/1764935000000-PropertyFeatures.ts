import type { MigrationInterface, QueryRunner } from 'typeorm';

// Kept here as written, whatever the entity says later: a migration never changes.
const more = (field: string) =>
  `(jsonb_typeof("details" #> '{fields,${field}}') = 'number' AND ("details" #>> '{fields,${field}}')::numeric > 0)`;
const FEATURES: [string, string][] = [
  ['has_garden', more('gardenSurface')],
  ['has_terrace', more('terraceSurface')],
  ['has_parking', `(${more('garages')} OR ${more('parkings')})`],
  ['is_new_build', `("project_id" IS NOT NULL)`],
];

/**
 * Issue 26, list filters and alerts on amenities: `featuresOf` (libs/domain,
 * property/property-features.ts) as generated, stored columns of
 * `properties`, so a filter reads a boolean of the row, not its details
 * document, and no importer code or content hash changes (as CardFacts).
 * `AND`/`OR` on a missing field give null or false, never true; `coalesce`
 * makes the column false then, so a filter is a plain `= true` test and the
 * column is NOT NULL. The list's count reads them from an index (migration
 * PropertyFeatureIndex).
 */
export class PropertyFeatures1764935000000 implements MigrationInterface {
  name = 'PropertyFeatures1764935000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const [name, test] of FEATURES) {
      const expression = `coalesce(${test}, false)`;
      await queryRunner.query(
        `ALTER TABLE "properties" ADD "${name}" boolean NOT NULL GENERATED ALWAYS AS (${expression}) STORED`,
      );
      await queryRunner.query(
        `INSERT INTO "typeorm_metadata"("database", "schema", "table", "type", "name", "value") VALUES (current_database(), current_schema(), 'properties', 'GENERATED_COLUMN', $1, $2)`,
        [name, expression],
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DELETE FROM "typeorm_metadata" WHERE "type" = 'GENERATED_COLUMN' AND "table" = 'properties' AND "name" = ANY($1)`,
      [FEATURES.map(([name]) => name)],
    );
    for (const [name] of [...FEATURES].reverse()) {
      await queryRunner.query(`ALTER TABLE "properties" DROP COLUMN "${name}"`);
    }
  }
}
