module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: require('./package.json').name,
  // The SQL rules are checked against the real PostgreSQL: a fresh, migrated
  // database per run (tools/test-db), one spec file at a time.
  globalSetup: '<rootDir>/../../tools/test-db/global-setup.cjs',
  globalTeardown: '<rootDir>/../../tools/test-db/global-teardown.cjs',
  maxWorkers: 1,
  testTimeout: 30_000,
};
