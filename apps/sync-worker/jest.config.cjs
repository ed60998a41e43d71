module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: require('./package.json').name,
  // The mail templates' ICU formatter and @nestjs/terminus 12 ship as ES modules
  // only; SWC turns them into CommonJS like our own code (as libs/i18n does for the parser).
  transformIgnorePatterns: ['/node_modules/(?!(intl-messageformat|@formatjs|@nestjs/terminus)/)'],
  // A fresh, migrated database and a unique BullMQ prefix per run (tools/test-db).
  globalSetup: '<rootDir>/../../tools/test-db/global-setup.cjs',
  globalTeardown: '<rootDir>/../../tools/test-db/global-teardown.cjs',
  // The integration specs share the run's database and a full import rewrites
  // the whole catalogue, so spec files must not run side by side.
  maxWorkers: 1,
  // An integration spec starts Nest against the real PostgreSQL and Redis: on
  // a 2-core machine that is busy, that alone can pass jest's 5 s default.
  // A hang still fails; how fast things are is measured in bench/, not here.
  testTimeout: 30_000,
};
