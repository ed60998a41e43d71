module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: require('./package.json').name,
  // A fresh, migrated database per run (tools/test-db); unit specs ignore it.
  // Integration specs share one database per run and reset tables between
  // cases: running files in parallel would let one wipe another's rows.
  maxWorkers: 1,
  globalSetup: '<rootDir>/../../tools/test-db/global-setup.cjs',
  globalTeardown: '<rootDir>/../../tools/test-db/global-teardown.cjs',
};
