// One transform for every project: SWC keeps NestJS decorator metadata and
// compiles TSX, and is far faster than ts-jest on our 2-core machines.
// Type checking is the separate `typecheck` target.
const { tierOptions } = require('./tools/jest/test-tiers.cjs');

const preset = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', tsx: true, decorators: true },
          transform: {
            legacyDecorator: true,
            decoratorMetadata: true,
            react: { runtime: 'automatic' },
          },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx', '<rootDir>/test/**/*.int-spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/'],
  reporters: ['default', require.resolve('./tools/jest/summary-reporter.cjs')],
};

// `npm test` runs the specs that start processes apart (tools/jest/test-tiers.cjs).
module.exports = { ...preset, ...tierOptions(preset) };
