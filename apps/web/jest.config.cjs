// Unit tests for the web's own pure helpers; pages are covered by e2e/.
module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: require('./package.json').name,
  // CSS modules resolve to their class names, which is all markup tests need.
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1', '\\.module\\.css$': '<rootDir>/jest/css-module.cjs' },
};
