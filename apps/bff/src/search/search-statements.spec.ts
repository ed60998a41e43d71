import { SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT } from '@immo/domain';
import { searchStatementFor } from './search-statements';

/** The LIMITs the groups stop at (not the city-name lookup's `LIMIT 1` of each row). */
function limitsOf(text: string): number[] {
  return [...new Set([...text.matchAll(/LIMIT (\d+)/g)].map((match) => Number(match[1])))].filter(
    (limit) => limit !== 1,
  );
}

describe(searchStatementFor.name, () => {
  it("reads no more rows than the box's searches show, and every row a larger limit asks for", () => {
    for (const byZip of [false, true]) {
      expect(limitsOf(searchStatementFor(byZip, 6).text)).toEqual([SEARCH_DEFAULT_LIMIT]);
      expect(limitsOf(searchStatementFor(byZip, SEARCH_DEFAULT_LIMIT).text)).toEqual([SEARCH_DEFAULT_LIMIT]);
      expect(limitsOf(searchStatementFor(byZip, SEARCH_DEFAULT_LIMIT + 1).text)).toEqual([SEARCH_MAX_LIMIT]);
    }
  });

  it('names each text its own statement, as PostgreSQL prepares them by name on each connection', () => {
    const names = [false, true].flatMap((byZip) =>
      [1, SEARCH_MAX_LIMIT].map((limit) => searchStatementFor(byZip, limit)),
    );
    expect(new Set(names.map((statement) => statement.name)).size).toBe(4);
  });
});
