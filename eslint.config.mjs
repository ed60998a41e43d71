import nx from '@nx/eslint-plugin';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// Boundaries (ARCHITECTURE.md, "Boundaries"): libs never import apps, apps never import each other,
// and libs/domain imports nothing of ours, so a rule lives in exactly one place.
// libs/platform (the apps' plumbing) imports nothing of ours either: the
// domain never needs it, and it never needs a business rule.
const depConstraints = [
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib'] },
  { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
  { sourceTag: 'scope:bff', onlyDependOnLibsWithTags: ['scope:bff', 'scope:server', 'scope:shared'] },
  { sourceTag: 'scope:worker', onlyDependOnLibsWithTags: ['scope:worker', 'scope:server', 'scope:shared'] },
  // libs/db (the tables, migrations and SQL rules): the server apps only, never the web.
  { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'] },
  { sourceTag: 'layer:core', onlyDependOnLibsWithTags: ['layer:core'] },
  { sourceTag: 'layer:platform', onlyDependOnLibsWithTags: ['layer:platform'] },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.next/**',
      '**/.next-*/**',
      '**/coverage/**',
      '**/*.js',
      '**/*.cjs',
      '**/*.mjs',
      '**/next-env.d.ts',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    languageOptions: {
      parserOptions: { projectService: true },
    },
    rules: {
      '@nx/enforce-module-boundaries': ['error', { depConstraints, allow: [] }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
