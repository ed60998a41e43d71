module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: require('./package.json').name,
  // A fresh, migrated database per run (tools/test-db); unit specs ignore it.
  // Integration specs share one database per run and reset tables between
  // cases: running files in parallel would let one wipe another's rows.
  maxWorkers: 1,
  // An integration spec starts Nest against the real PostgreSQL and Redis: on
  // a 2-core machine that is busy, that alone can pass jest's 5 s default.
  // A hang still fails; how fast things are is measured in bench/, not here.
  testTimeout: 30_000,
  // @fastify/static (Bull Board's Fastify plugin) requires an ESM-only
  // content-disposition, and @nestjs/terminus 12 is ESM-only too: Node 20.19+ loads
  // them with require(), Jest's CommonJS runtime needs them compiled.
  transformIgnorePatterns: ['/node_modules/(?!(.*/)?(content-disposition|@nestjs/terminus)/)'],
  globalSetup: '<rootDir>/../../tools/test-db/global-setup.cjs',
  globalTeardown: '<rootDir>/../../tools/test-db/global-teardown.cjs',
};
