import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, test } from 'vitest';

/**
 * The lint rule that keeps test code out of production files (eslint.config.js), run through
 * ESLint's own API on the project's configuration, so the file globs and the order of the blocks
 * are what is tested. Type-aware rules are switched off: the snippets are not files on disk.
 */
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ overrideConfig: tseslint.configs.disableTypeChecked });
});

const RULE = '@typescript-eslint/no-restricted-imports';

async function refusedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  if (!result) throw new Error(`ESLint returned nothing for ${filePath}`);
  const fatal = result.messages.filter((message) => message.fatal);
  if (fatal.length > 0) throw new Error(`${filePath} did not parse: ${fatal[0]?.message ?? ''}`);
  return result.messages.filter((message) => message.ruleId === RULE).map((message) => message.message);
}

const PLANTED = [
  "import { vi } from 'vitest';",
  "import { defineConfig } from 'vitest/config';",
  "import { render } from '@testing-library/react';",
  "import fc from 'fast-check';",
  "import type { FakeHubspot } from '../../tests/fake-hubspot/fake-hubspot.ts';",
  "import { useWorkerHarness } from '../../tests/support/outbox/worker-harness.ts';",
  "export { fakePaintTiming } from '../../../tests/support/hydration/paint-timing-fake.ts';",
];
const program = (lines: readonly string[]) => `${lines.join('\n')}\nexport const used = [${lines.length}];\n`;

describe('test code stays out of production files', () => {
  test.each([
    'server/outbox/planted.ts',
    'server/planted.ts',
    'src/config/planted.ts',
    'src/components/contact/Planted.tsx',
    'src/lib/hydration/planted.ts',
  ])('%s may import none of vitest, @testing-library, fast-check or tests/', async (file) => {
    const refused = await refusedImports(file, program(PLANTED));
    // ESLint's message: "'<specifier>' import is restricted from being used by a pattern. <ours>"
    expect(refused.map((message) => message.split("'")[1])).toEqual(
      PLANTED.map((line) => line.split("'")[1]),
    );
    for (const message of refused) expect(message).toMatch(/only tests import them\.$/);
  });

  test('an Astro page may not either', async () => {
    const page = `---\nimport { vi } from 'vitest';\nvi.fn();\n---\n<p>planted</p>\n`;
    expect(await refusedImports('src/pages/planted.astro', page)).toHaveLength(1);
  });

  test.each([
    'server/outbox/planted.test.ts',
    'src/lib/hydration/planted.test.ts',
    'src/components/contact/Planted.test.tsx',
  ])('%s, a test, may import them all', async (file) => {
    expect(await refusedImports(file, program(PLANTED))).toEqual([]);
  });

  test('production code may still import production code, in tests-like names too', async () => {
    const code = program([
      "import { CircuitBreaker } from '../limits/circuit-breaker.ts';",
      "import { latests } from './latests.ts';",
      "import { contests } from '../contests/index.ts';",
    ]);
    expect(await refusedImports('server/outbox/planted.ts', code)).toEqual([]);
  });

  test("the islands' rule against importing a dictionary holds beside it", async () => {
    const code = program(["import { DICTIONARIES } from '../../content/dictionaries.ts';"]);
    expect(await refusedImports('src/components/contact/Planted.tsx', code)).toEqual([
      expect.stringContaining('decision 087'),
    ]);
  });
});
