// The floor of the list benchmark: Node's http and a pg pool running exactly
// the statements the BFF runs for GET /api/properties?goal=sale&locale=fr&limit=12
// (propertyListSql, imported rather than copied so they cannot drift), with
// no framework, validation, mapping or guard. Started by run.ts.
import http from 'node:http';
import { ZListPropertiesQuerySchema } from '@immo/domain';
import { Pool } from 'pg';
import { propertyListSql } from '../../apps/bff/src/properties/property-list-sql';

const { pageName, pageSql, countSql, params } = propertyListSql(
  ZListPropertiesQuerySchema.parse({ goal: 'sale', locale: 'fr', limit: '12' }),
);
// The same pool size as the BFF's (TypeORM's postgres driver default, 10).
const pool = new Pool({ connectionString: process.env['DATABASE_URL'], max: 10 });

const server = http.createServer((_request, response) => {
  pool
    .query<{ total: number }>({ name: pageName, text: pageSql, values: params })
    .then(async ({ rows }) => {
      const total =
        rows[0]?.total ?? (await pool.query<{ total: number }>(countSql, params.slice(0, -2))).rows[0]?.total ?? 0;
      const body = JSON.stringify({ items: rows, total, limit: 12, offset: 0 });
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(body);
    })
    .catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
});
server.listen(Number(process.env['PORT']), '127.0.0.1', () => console.log('bare handler listening'));
