// Unit tests for the web's own pure helpers; pages are covered by e2e/.
module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: require('./package.json').name,
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
};
