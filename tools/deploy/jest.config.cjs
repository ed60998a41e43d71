module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'deploy',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
