import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import regexpPlugin from 'eslint-plugin-regexp';
import tseslint from 'typescript-eslint';

/**
 * Test code and its support live under tests/; a production file that imports them would ship a
 * test runner's hooks or a fake into the site or the server. Type imports count too: a type from
 * tests/ in production code is test support back among the sources.
 */
const TEST_CODE = {
  group: ['vitest', 'vitest/**', '@testing-library/**', 'fast-check', '**/tests/**'],
  message: 'Test code and its support live under tests/ and only tests import them.',
};
const PRODUCTION_FILES = ['src/**/*.{ts,tsx,astro}', 'server/**/*.ts'];
const TEST_FILES = ['**/*.test.{ts,tsx}'];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.astro/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'data/',
      'coverage/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: PRODUCTION_FILES,
    ignores: TEST_FILES,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [TEST_CODE] }] },
  },
  {
    // Browser code gets strings as island props or from the served dictionary, never by
    // importing one: that put every language into the bundle (decision 087). This block replaces
    // the one above for these files, so it names the test code again.
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            TEST_CODE,
            {
              group: ['**/content/dictionaries.ts'],
              allowTypeImports: true,
              message:
                'Islands take strings as props; UI loaded on demand uses loadMessages() (decision 087).',
            },
          ],
        },
      ],
    },
  },
  // A regular expression that can backtrack super-linearly fails the lint (decision 088).
  regexpPlugin.configs['flat/recommended'],
  {
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  ...astro.configs.recommended,
  {
    files: ['**/*.astro'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
