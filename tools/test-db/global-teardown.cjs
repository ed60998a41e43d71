// Drops the run's database and deletes the run's BullMQ keys, so repeated runs
// leave neither databases nor Redis keys behind.
const { dropDatabase } = require('./global-setup.cjs');

// Every key of the run, including those of specs that use a queue prefix of their
// own made from the run's (`${prefix}_pipeline`).
async function deleteQueueKeys(prefix) {
  if (!prefix || !prefix.startsWith('immo_test_')) return;
  let Redis;
  try {
    Redis = require('ioredis');
  } catch {
    return; // an app without Redis in its tests
  }
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
  });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } catch {
    // Redis down: nothing of ours can be there either.
  } finally {
    redis.disconnect();
  }
}

module.exports = async function globalTeardown() {
  const name = globalThis.__IMMO_TEST_DB__;
  if (name) await dropDatabase(name);
  await deleteQueueKeys(process.env.QUEUE_PREFIX);
};
