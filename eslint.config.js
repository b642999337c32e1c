import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// The server's contexts (docs/architecture.md): another context is imported only through its faces at its root,
// policy.ts, facts.ts or index.ts (test/structure/contexts.test.ts checks the same, and more, in npm test).
const SERVER_SRC = 'apps/server/src';
const CONTEXTS = readdirSync(new URL(`./${SERVER_SRC}/contexts`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const FACE = '(?!(policy|facts|index)\\.ts$)';
const facesOnly = (regex) => [
  'error',
  {
    patterns: [
      {
        regex,
        message:
          'Import another context only through its faces: policy.ts, facts.ts or index.ts at its root.',
      },
    ],
  },
];
const SERVER_TESTS = ['**/*.test.ts', '**/*.test-kit.ts'];
const contextFaces = [
  // Outside the contexts (app.ts, composition.ts, plugins, ...): ./contexts/<name>/<face>.
  {
    files: [`${SERVER_SRC}/**/*.ts`],
    ignores: [`${SERVER_SRC}/contexts/**`, ...SERVER_TESTS],
    rules: { 'no-restricted-imports': facesOnly(`(^|/)contexts/[^/]+/${FACE}`) },
  },
  // Inside a context: any other context reached by ../ is named by its folder.
  ...CONTEXTS.map((context) => ({
    files: [`${SERVER_SRC}/contexts/${context}/**/*.ts`],
    ignores: SERVER_TESTS,
    rules: {
      'no-restricted-imports': facesOnly(`^(\\.\\./)+(?!${context}/)(${CONTEXTS.join('|')})/${FACE}`),
    },
  })),
];

export default tseslint.config(
  // Example submissions of the judge's test packages are contestants' code, broken on purpose in compile_error/;
  // the similarity corpus's programs are contestants' code too.
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.test-artifacts/**',
      'apps/judge/test/conformance/*/submissions/compile_error/**',
      // The similarity corpus: programs as students write them, dead code and all (docs/similarity.md).
      'apps/server/src/contexts/similarity/engine/corpus/*/*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  ...contextFaces,
);
