import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 4, the search box: accent- and case-insensitive matching in
 * PostgreSQL. `unaccent` is only STABLE (its dictionary could change), so an
 * index cannot use it directly; `immo_unaccent` pins the dictionary and is
 * declared IMMUTABLE. Queries must use exactly these expressions (see
 * `search/search-sql.ts`) for the planner to pick the GIN trigram indexes.
 * Expression indexes are invisible to TypeORM's schema diff, so no entity
 * declares them.
 */
export class SearchIndexes1763970000000 implements MigrationInterface {
  name = 'SearchIndexes1763970000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE OR REPLACE FUNCTION immo_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$`,
    );
    // Everything a visitor may type to find a city: its postal code, official
    // name and the name in each language, lower-cased and without accents.
    await queryRunner.query(
      `CREATE OR REPLACE FUNCTION immo_city_search_text(zip text, name text, names jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT lower(public.immo_unaccent(coalesce(zip, '') || ' ' || coalesce(name, '') || ' ' || coalesce(names->>'nl', '') || ' ' || coalesce(names->>'fr', '') || ' ' || coalesce(names->>'en', '') || ' ' || coalesce(names->>'de', ''))) $$`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_properties_reference_search" ON "properties" USING gin (lower(immo_unaccent("reference")) gin_trgm_ops) WHERE "withdrawn_at" IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_cities_search" ON "cities" USING gin (immo_city_search_text("zip", "name", "names") gin_trgm_ops)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_cities_search"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_properties_reference_search"`);
    await queryRunner.query(`DROP FUNCTION immo_city_search_text(text, text, jsonb)`);
    await queryRunner.query(`DROP FUNCTION immo_unaccent(text)`);
  }
}
