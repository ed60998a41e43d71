import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';
import root from '../../eslint.config.mjs';

/**
 * server.mjs and its helpers run in Node as they are (no build step), so
 * they are JavaScript checked by tsc (tsconfig.json `checkJs`), and linted
 * here by the rules the root gives TypeScript: the root's TypeScript-only
 * blocks, applied to them as well.
 */
const SERVER_FILES = ['server*.mjs'];
const typeScriptRules = root
  .filter((config) => config.files?.includes('**/*.ts'))
  .map((config) => ({ ...config, files: SERVER_FILES }));

export default [
  ...root,
  // The root ignores every .mjs; these are checked code.
  { ignores: SERVER_FILES.map((pattern) => `!${pattern}`) },
  ...typeScriptRules,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@next/next': nextPlugin, 'react-hooks': reactHooks },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Configuration and helpers sit below the components: a component may use
    // them, never the other way round (a cycle, and a lib that drags React in).
    files: ['src/config/**/*.ts', 'src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/components', '@/components/*', '**/components', '**/components/*'],
              message: 'config and lib modules do not import components; move the shared piece to src/lib.',
            },
          ],
        },
      ],
    },
  },
];
