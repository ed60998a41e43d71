// The published-price rule exists twice by necessity: in TypeScript for the
// pages (isPricePublished, libs/domain) and in SQL for orderings and filters
// (publishedPriceSql). This runs the SQL on the real PostgreSQL over every
// combination the TypeScript rule distinguishes, so the two cannot drift.
import { isPricePublished, MARQUEE_NONE, PRICE_UNIT_STARTING_FROM } from '@immo/domain';
import { Client } from 'pg';
import { PUBLISHED_PRICE, publishedPriceSql } from '../src/sql/published-price-sql';

interface Case {
  price: number | null;
  publishPrice: boolean;
  priceUnit: number | null;
  marquee: number;
  ignoreList: number[];
}

const SIGNED_COMPROMIS = 5;
const OTHER_MARQUEE = 3;
const cases: Case[] = [];
for (const price of [null, 0, 1_200_000])
  for (const publishPrice of [true, false])
    for (const priceUnit of [null, PRICE_UNIT_STARTING_FROM])
      for (const marquee of [MARQUEE_NONE, SIGNED_COMPROMIS, OTHER_MARQUEE])
        for (const ignoreList of [[], [SIGNED_COMPROMIS], [MARQUEE_NONE, SIGNED_COMPROMIS]])
          cases.push({ price, publishPrice, priceUnit, marquee, ignoreList });

describe('publishedPriceSql', () => {
  let client: Client;

  beforeAll(async () => {
    client = new Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
  });

  afterAll(async () => {
    await client.end();
  });

  it(`answers the price exactly when isPricePublished does, over ${cases.length} cases`, async () => {
    const { rows } = await client.query<{ i: number; shown: string | null }>(
      `SELECT c.i, ${publishedPriceSql('c', 'c.ignore_list')} AS shown
         FROM jsonb_to_recordset($1::jsonb) AS c(i int, price numeric, publish_price boolean, marquee int, ignore_list int[])
        ORDER BY c.i`,
      [
        JSON.stringify(
          cases.map((c, i) => ({
            i,
            price: c.price,
            publish_price: c.publishPrice,
            marquee: c.marquee,
            ignore_list: c.ignoreList,
          })),
        ),
      ],
    );
    const sql = rows.map((row) => (row.shown === null ? null : Number(row.shown)));
    const ts = cases.map((c) => (isPricePublished(c, c.ignoreList) ? c.price : null));
    expect(sql).toEqual(ts);
  });

  it("reads the site's ignore list by default", async () => {
    await client.query('BEGIN');
    try {
      await client.query(`UPDATE site_settings SET marquee_ignore_list = $1 WHERE id = 1`, [[SIGNED_COMPROMIS]]);
      const { rows } = await client.query<{ compromis: string | null; other: string | null }>(
        `SELECT (SELECT ${PUBLISHED_PRICE} FROM (SELECT true AS publish_price, 250000::numeric AS price, $1::int AS marquee) p) AS compromis,
                (SELECT ${PUBLISHED_PRICE} FROM (SELECT true AS publish_price, 250000::numeric AS price, $2::int AS marquee) p) AS other`,
        [SIGNED_COMPROMIS, OTHER_MARQUEE],
      );
      expect(rows[0]).toEqual({ compromis: null, other: '250000' });
    } finally {
      await client.query('ROLLBACK');
    }
  });
});
