// Unit tests for the web's own pure helpers; pages are covered by e2e/.
const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  // server.mjs's helpers (server-shared-pages.mjs) are ES modules: compiled like our own code.
  transform: { ...preset.transform, '^.+\\.mjs$': Object.values(preset.transform)[0] },
  moduleFileExtensions: [...preset.moduleFileExtensions, 'mjs'],
  displayName: require('./package.json').name,
  // CSS modules resolve to their class names, which is all markup tests need.
  // next-intl's translator and the ICU formatter under it ship as ES modules only;
  // SWC compiles them so a spec can format real messages.
  transformIgnorePatterns: ['/node_modules/(?!(next-intl|use-intl|intl-messageformat|@formatjs|icu-minify)/)'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1', '\\.module\\.css$': '<rootDir>/jest/css-module.cjs' },
};
