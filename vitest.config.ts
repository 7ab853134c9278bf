import { defineConfig } from 'vitest/config';

/**
 * Unit and component tests (jsdom for *.test.tsx). Browser tests live in
 * tests/e2e and run under Playwright against the production build.
 */
export default defineConfig({
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/fake-hubspot/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['tests/setup/vitest-setup.ts'],
    restoreMocks: true,
    // `import href from '….css?url'` (dialogs' on-demand stylesheets) yields the file's address, not "".
    css: { include: [/\.css\?url$/] },
    testTimeout: 20_000,
  },
});
