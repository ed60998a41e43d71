module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: require('./package.json').name,
  // A fresh, migrated database per run (tools/test-db); unit specs ignore it.
  globalSetup: '<rootDir>/../../tools/test-db/global-setup.cjs',
  globalTeardown: '<rootDir>/../../tools/test-db/global-teardown.cjs',
};
