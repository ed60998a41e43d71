// `npm run bench:queries [-- --runs 200]`: the worker's heavy statements and a
// 10,000-row read written three ways (docs/benchmarks.md, "Typed queries"):
//   typeorm  the entities' Repository / QueryBuilder (hydrated entities where it has them)
//   kysely   @immo/db's builder over the entities' table types, run on the same connection
//   raw      the same SQL as a string, rows typed by hand (the worker before issue 25)
// Each case: time per run (median, p95) and bytes allocated per run (V8's GC
// profiler: heap growth plus what each collection freed). A fresh database,
// migrated by the BFF's command, filled with generate_series; dropped at the end.
// Not part of `npm test`.
import {
  DemandEntity,
  dataSourceOptions,
  MailOutboxEntity,
  PropertyEntity,
  PUBLISHED_PRICE,
  rowsOf,
  tables,
} from '@immo/db';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { GCProfiler } from 'node:v8';
import { Client } from 'pg';
import { DataSource, type EntityManager } from 'typeorm';

// Kysely is @immo/db's dependency, found from there (npm may keep it in the library's own node_modules).
const { sql } = createRequire(require.resolve('@immo/db'))('kysely') as typeof import('kysely');

const ADMIN_URL = process.env['BENCH_DATABASE_ADMIN_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const { values } = parseArgs({ options: { runs: { type: 'string', default: '200' } } });
const RUNS = Number(values.runs);
const PROPERTIES = 10_000;
const DEMANDS = 2_000;
const DEAD_MAILS = 2_000;

interface Case {
  name: string;
  forms: Partial<Record<'typeorm' | 'kysely' | 'raw', (db: EntityManager) => Promise<unknown>>>;
  /** Writes run in a transaction rolled back after each run, so every run finds the same rows. */
  rollback?: boolean;
  runs?: number;
}

const publishedPrice = sql<number | null>`(${sql.raw(PUBLISHED_PRICE)})::float8`;

const CASES: Case[] = [
  {
    // listing-changes.ts: what changed since the alerts last looked (every listing is new here).
    name: 'demand match: changed listings (10,000 rows)',
    runs: 30,
    forms: {
      typeorm: (db) =>
        db
          .createQueryBuilder(PropertyEntity, 'p')
          .select(['p.id AS id', 'p.goal AS goal', 'p.zip AS zip', 'p.city AS city', 'p.bedrooms AS bedrooms'])
          .addSelect(`(${PUBLISHED_PRICE})::float8`, 'publishedPrice')
          .addSelect('s.live', 'beforeLive')
          .leftJoin('demand_listing_states', 's', 's.property_id = p.id')
          .where('s.property_id IS NULL OR s.live <> (p.withdrawn_at IS NULL)')
          .getRawMany(),
      kysely: (db) =>
        rowsOf(
          db,
          tables
            .selectFrom('properties as p')
            .leftJoin('demand_listing_states as s', 's.property_id', 'p.id')
            .select(['p.id', 'p.goal', 'p.zip', 'p.city', 'p.bedrooms', 's.live as beforeLive'])
            .select(publishedPrice.as('publishedPrice'))
            .where((eb) =>
              eb.or([
                eb('s.property_id', 'is', null),
                eb('s.live', '<>', sql<boolean>`(${sql.ref('p.withdrawn_at')} IS NULL)`),
              ]),
            ),
        ),
      raw: (db) =>
        db.query(`SELECT p.id, p.goal, p.zip, p.city, p.bedrooms, (${PUBLISHED_PRICE})::float8 AS "publishedPrice", s.live AS "beforeLive"
          FROM properties p LEFT JOIN demand_listing_states s ON s.property_id = p.id
          WHERE s.property_id IS NULL OR s.live <> (p.withdrawn_at IS NULL)`),
    },
  },
  {
    // confirmedDemands: what matchesDemand reads, 2,000 demands.
    name: 'demand match: confirmed demands (2,000 rows)',
    forms: {
      typeorm: (db) =>
        db.find(DemandEntity, {
          select: {
            id: true,
            frequency: true,
            goal: true,
            propertyTypes: true,
            zones: true,
            budgetMin: true,
            budgetMax: true,
            bedroomsMin: true,
          },
          where: { state: 'confirmed' },
        }),
      kysely: (db) =>
        rowsOf(
          db,
          tables
            .selectFrom('demands')
            .select([
              'id',
              'frequency',
              'goal',
              'property_types as propertyTypes',
              'zones',
              'bedrooms_min as bedroomsMin',
            ])
            .select([
              sql<number | null>`budget_min::float8`.as('budgetMin'),
              sql<number | null>`budget_max::float8`.as('budgetMax'),
            ])
            .where('state', '=', 'confirmed'),
        ),
      raw: (db) =>
        db.query(`SELECT id, frequency, goal, property_types AS "propertyTypes", zones, budget_min::float8 AS "budgetMin",
          budget_max::float8 AS "budgetMax", bedrooms_min AS "bedroomsMin" FROM demands WHERE state = 'confirmed'`),
    },
  },
  {
    // report-figures.ts: one owner's week of views, aggregated days and raw ones (UNION ALL, Brussels days).
    name: 'owner report: daily views of 50 properties',
    forms: {
      kysely: (db) =>
        rowsOf(
          db,
          tables
            .selectFrom('property_daily_views')
            .select(['property_id as propertyId', sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'views'])
            .where('property_id', 'in', OWNER_PROPERTIES)
            .where('day', '<', sql<string>`${'2026-03-01'}::date`)
            .unionAll(
              tables
                .selectFrom('property_views')
                .select([
                  'property_id as propertyId',
                  sql<string>`to_char((viewed_at AT TIME ZONE 'Europe/Brussels')::date, 'YYYY-MM-DD')`.as('day'),
                  sql<number>`count(*)::integer`.as('views'),
                ])
                .where('property_id', 'in', OWNER_PROPERTIES)
                .where('viewed_at', '>=', sql<Date>`(${'2026-03-01'}::date)::timestamp AT TIME ZONE 'Europe/Brussels'`)
                .groupBy(['property_id', 'day']),
            ),
        ),
      raw: (db) =>
        db.query(
          `SELECT property_id AS "propertyId", to_char(day, 'YYYY-MM-DD') AS day, views FROM property_daily_views
           WHERE property_id = ANY($1::int[]) AND day < $2::date
           UNION ALL
           SELECT property_id, to_char((viewed_at AT TIME ZONE 'Europe/Brussels')::date, 'YYYY-MM-DD'), count(*)::integer FROM property_views
           WHERE property_id = ANY($1::int[]) AND viewed_at >= ($2::date)::timestamp AT TIME ZONE 'Europe/Brussels'
           GROUP BY 1, 2`,
          [OWNER_PROPERTIES, '2026-03-01'],
        ),
    },
  },
  {
    // record-retention.ts: dead mails past their window, counted by the statement itself.
    name: 'retention: delete 2,000 dead mails',
    rollback: true,
    runs: 50,
    forms: {
      typeorm: (db) =>
        db
          .createQueryBuilder()
          .delete()
          .from(MailOutboxEntity)
          .where(`state IN ('dead', 'discarded') AND updated_at < :before`, { before: new Date() })
          .execute(),
      kysely: (db) =>
        rowsOf(
          db,
          tables
            .with('gone', (q) =>
              q
                .deleteFrom('mail_outbox')
                .where('state', 'in', ['dead', 'discarded'])
                .where('updated_at', '<', new Date())
                .returning('id'),
            )
            .selectFrom('gone')
            .select((eb) => eb.fn.countAll<number>().as('count')),
        ),
      raw: (db) =>
        db.query(
          `WITH gone AS (DELETE FROM mail_outbox WHERE state IN ('dead', 'discarded') AND updated_at < $1 RETURNING 1)
           SELECT count(*)::integer AS count FROM gone`,
          [new Date()],
        ),
    },
  },
  {
    name: 'read 10,000 properties, hydrated',
    runs: 30,
    forms: {
      typeorm: (db) =>
        db.find(PropertyEntity, {
          select: {
            id: true,
            reference: true,
            goal: true,
            zip: true,
            city: true,
            price: true,
            bedrooms: true,
            marquee: true,
            titles: true,
            withdrawnAt: true,
          },
          order: { id: 'ASC' },
        }),
      kysely: (db) =>
        rowsOf(
          db,
          tables
            .selectFrom('properties')
            .select([
              'id',
              'reference',
              'goal',
              'zip',
              'city',
              'bedrooms',
              'marquee',
              'titles',
              'withdrawn_at as withdrawnAt',
            ])
            .select(sql<number | null>`price::float8`.as('price'))
            .orderBy('id'),
        ),
      raw: (db) =>
        db.query(`SELECT id, reference, goal, zip, city, price::float8 AS price, bedrooms, marquee, titles, withdrawn_at AS "withdrawnAt"
          FROM properties ORDER BY id`),
    },
  },
];

const OWNER_PROPERTIES = Array.from({ length: 50 }, (_, index) => index * 7 + 1);

const FILL = [
  `INSERT INTO properties (id, content_hash, publish_price, zip, city, reference, goal, country_name, country_id, publish_address, price, bedrooms, marquee, titles)
   SELECT i, md5(i::text), i % 5 <> 0, (1000 + i % 300)::text, 'City ' || (i % 300), 'REF' || i, 1 + i % 2, 'Belgium', 1, true,
          100000 + i * 10, i % 5, 0, jsonb_build_object('fr', 'Maison ' || i, 'nl', 'Huis ' || i)
   FROM generate_series(1, ${PROPERTIES}) i`,
  `INSERT INTO demands (id, email, locale, first_name, last_name, goal, property_types, zones, frequency, confirm_token_hash, state, budget_min, budget_max)
   SELECT gen_random_uuid(), 'd' || i || '@bench.test', 'fr', 'First', 'Last', CASE WHEN i % 2 = 0 THEN 'sale' ELSE 'rent' END,
          ARRAY[1, 2], ARRAY['city:1000'], 'instant', md5(i::text), 'confirmed', 100000, 400000
   FROM generate_series(1, ${DEMANDS}) i`,
  `INSERT INTO mail_outbox (id, message_id, template, locale, to_address, state, updated_at)
   SELECT gen_random_uuid(), i || '@bench.test', 'contact', 'fr', 'x@bench.test', 'dead', now() - interval '200 days'
   FROM generate_series(1, ${DEAD_MAILS}) i`,
  `INSERT INTO property_daily_views (property_id, day, views)
   SELECT p, DATE '2026-02-01' + d, 1 + (p + d) % 20 FROM generate_series(1, 400) p, generate_series(0, 27) d`,
  `INSERT INTO property_views (property_id, visitor_hash, viewed_at)
   SELECT 1 + i % 400, md5(i::text), TIMESTAMPTZ '2026-03-01 08:00+01' + (i % 72) * interval '1 hour'
   FROM generate_series(1, 20000) i`,
];

interface Figure {
  medianMs: number;
  p95Ms: number;
  allocatedKb: number;
}

async function measure(
  dataSource: DataSource,
  run: (db: EntityManager) => Promise<unknown>,
  item: Case,
): Promise<Figure> {
  const once = async () => {
    if (!item.rollback) return void (await run(dataSource.manager));
    const runner = dataSource.createQueryRunner();
    await runner.startTransaction();
    try {
      await run(runner.manager);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  };
  const runs = item.runs ?? RUNS;
  for (let index = 0; index < Math.min(20, runs); index += 1) await once();
  const times: number[] = [];
  global.gc?.();
  const profiler = new GCProfiler();
  profiler.start();
  const heapBefore = process.memoryUsage().heapUsed;
  for (let index = 0; index < runs; index += 1) {
    const start = performance.now();
    await once();
    times.push(performance.now() - start);
  }
  const heapAfter = process.memoryUsage().heapUsed;
  const freed = (profiler.stop()?.statistics ?? []).reduce(
    (sum, gc) => sum + gc.beforeGC.heapStatistics.usedHeapSize - gc.afterGC.heapStatistics.usedHeapSize,
    0,
  );
  times.sort((a, b) => a - b);
  return {
    medianMs: times[Math.floor(runs / 2)]!,
    p95Ms: times[Math.min(runs - 1, Math.floor(runs * 0.95))]!,
    allocatedKb: (heapAfter - heapBefore + freed) / runs / 1024,
  };
}

/** The BFF's migrate command reads its own tsconfig (its decorators), not the one this script runs with. */
function bffEnv(databaseUrl: string): NodeJS.ProcessEnv {
  const env = { ...process.env, DATABASE_URL: databaseUrl };
  delete env['SWC_NODE_PROJECT'];
  return env;
}

async function main(): Promise<void> {
  const name = `immo_bench_queries_${process.pid}`;
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  let dataSource: DataSource | undefined;
  try {
    execFileSync(process.execPath, ['-r', '@swc-node/register', 'src/database/migrate.ts'], {
      cwd: path.resolve(__dirname, '../../apps/bff'),
      env: bffEnv(url.toString()),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    dataSource = await new DataSource(dataSourceOptions({ DATABASE_URL: url.toString() })).initialize();
    for (const statement of FILL) await dataSource.query(statement);
    await dataSource.query('ANALYZE');
    const compile = () =>
      tables.selectFrom('demands').select(['id', 'first_name as firstName']).where('state', '=', 'confirmed').compile();
    for (let index = 0; index < 2000; index += 1) compile();
    const start = performance.now();
    for (let index = 0; index < 20_000; index += 1) compile();
    console.log(
      `kysely: building and compiling a 2-column select: ${(((performance.now() - start) / 20_000) * 1000).toFixed(1)} µs`,
    );
    console.log('| statement | form | median ms | p95 ms | allocated per run |');
    console.log('| --- | --- | ---: | ---: | ---: |');
    for (const item of CASES) {
      for (const [form, run] of Object.entries(item.forms)) {
        const figure = await measure(dataSource, run, item);
        console.log(
          `| ${item.name} | ${form} | ${figure.medianMs.toFixed(2)} | ${figure.p95Ms.toFixed(2)} | ${figure.allocatedKb.toFixed(0)} kB |`,
        );
      }
    }
  } finally {
    await dataSource?.destroy();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
