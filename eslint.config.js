import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  // Example submissions of the judge's test packages are contestants' code, broken on purpose in compile_error/.
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.test-artifacts/**',
      'apps/judge/test/conformance/*/submissions/compile_error/**',
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
);
