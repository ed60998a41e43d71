import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 12, the search box at 100,000 properties (docs/benchmarks.md,
 * "Search endpoint"): a reference prefix such as `V-2025` matched half the
 * catalogue through the trigram index, which cannot give rows in order, so
 * PostgreSQL read and sorted 50,000 rows for the first 8. A btree on the
 * normalised reference under the "C" collation answers `LIKE 'v-2025%'` as a
 * range scan and hands rows over already in order, so the LIMIT stops the
 * scan after 8. The "C" collation is what lets a btree serve LIKE (any other
 * needs text_pattern_ops, which cannot serve ORDER BY). Queries repeat the
 * expression exactly (search/search-sql.ts); expression indexes are
 * invisible to TypeORM's schema diff, so no entity declares it.
 */
export class ReferencePrefixIndex1764350000000 implements MigrationInterface {
  name = 'ReferencePrefixIndex1764350000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_properties_reference_prefix" ON "properties" ((lower(immo_unaccent("reference")) COLLATE "C")) WHERE "withdrawn_at" IS NULL`,
    );
    // Superseded: a trigram index matches anywhere in the text, but the box
    // only ever asks for prefixes.
    await queryRunner.query(`DROP INDEX "public"."IDX_properties_reference_search"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_properties_reference_search" ON "properties" USING gin (lower(immo_unaccent("reference")) gin_trgm_ops) WHERE "withdrawn_at" IS NULL`,
    );
    await queryRunner.query(`DROP INDEX "public"."IDX_properties_reference_prefix"`);
  }
}
