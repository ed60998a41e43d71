import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 12, the search box at 100,000 properties (docs/benchmarks.md,
 * "Search endpoint"): the city part of every search recomputed each city's
 * search text (unaccent over six names); at two characters the trigram index
 * cannot help, so every search paid it for every city. The text is now
 * stored in `cities.search_text`, kept by a trigger on every insert and
 * update whoever writes the row (the worker's list import, tests, an
 * operator), and indexed in place of the expression. A trigger rather than a
 * generated column: TypeORM describes a generated column through its own
 * metadata table, which this schema does not have.
 */
export class CitySearchText1764390000000 implements MigrationInterface {
  name = 'CitySearchText1764390000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "cities" ADD "search_text" text NOT NULL DEFAULT ''`);
    await queryRunner.query(
      `CREATE FUNCTION immo_cities_search_text() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.search_text := immo_city_search_text(NEW.zip, NEW.name, NEW.names); RETURN NEW; END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "TRG_cities_search_text" BEFORE INSERT OR UPDATE OF "zip", "name", "names", "search_text" ON "cities" FOR EACH ROW EXECUTE FUNCTION immo_cities_search_text()`,
    );
    await queryRunner.query(`UPDATE "cities" SET "search_text" = immo_city_search_text("zip", "name", "names")`);
    await queryRunner.query(`DROP INDEX "public"."IDX_cities_search"`);
    await queryRunner.query(`CREATE INDEX "IDX_cities_search" ON "cities" USING gin ("search_text" gin_trgm_ops)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_cities_search"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_cities_search" ON "cities" USING gin (immo_city_search_text("zip", "name", "names") gin_trgm_ops)`,
    );
    await queryRunner.query(`DROP TRIGGER "TRG_cities_search_text" ON "cities"`);
    await queryRunner.query(`DROP FUNCTION immo_cities_search_text()`);
    await queryRunner.query(`ALTER TABLE "cities" DROP COLUMN "search_text"`);
  }
}
