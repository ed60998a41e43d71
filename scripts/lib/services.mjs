// Checks that the real PostgreSQL and Redis are reachable, creating the
// database when it is missing, with a message that says how to start them.
import net from 'node:net';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

const startHints = {
  postgres: 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
  redis: 'redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no',
};

export async function ensureDatabase(databaseUrl) {
  const { Client } = require('pg');
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${target.host} (${error.message}). Start it with:\n  ${startHints.postgres}`,
    );
  }
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) {
      await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
      return { created: true, name };
    }
    return { created: false, name };
  } finally {
    await client.end();
  }
}

export async function dropDatabase(databaseUrl) {
  const { Client } = require('pg');
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name.replaceAll('"', '""')}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

export function ensureRedis(redisUrl) {
  const url = new URL(redisUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port || 6379) });
    const fail = (error) => {
      socket.destroy();
      reject(
        new Error(`Redis is not reachable at ${url.host} (${error.message}). Start it with:\n  ${startHints.redis}`),
      );
    };
    socket.setTimeout(3000, () => fail(new Error('timeout')));
    socket.once('error', fail);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.end();
      if (data.toString().startsWith('+PONG')) resolve();
      else fail(new Error(data.toString().trim()));
    });
  });
}
