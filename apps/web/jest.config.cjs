// Unit tests for the web's own pure helpers; pages are covered by e2e/.
module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: require('./package.json').name,
  // CSS modules resolve to their class names, which is all markup tests need.
  // next-intl's translator and the ICU formatter under it ship as ES modules only;
  // SWC compiles them so a spec can format real messages.
  transformIgnorePatterns: ['/node_modules/(?!(next-intl|use-intl|intl-messageformat|@formatjs|icu-minify)/)'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1', '\\.module\\.css$': '<rootDir>/jest/css-module.cjs' },
};
