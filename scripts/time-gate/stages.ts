/**
 * The pure part of `npm run time:gate` (scripts/time-gate.ts): which stages `npm test` runs, and
 * how many tests a stage's output reports, as Vitest and Playwright print them.
 */

/** The `npm run <script>` stages of the `test` script, in order ("a && b && c"). */
export function gateStages(testScript: string): string[] {
  return testScript.split('&&').map((part) => {
    const match = /^\s*npm run ([\w:.-]+)\s*$/.exec(part);
    if (!match?.[1]) throw new Error(`not an "npm run <script>" stage: "${part.trim()}"`);
    return match[1];
  });
}

// Vitest colours its summary; the counts are read from the plain text.
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/**
 * The tests a stage's output reports: Vitest's "Tests  12 passed | 1 failed (13)" lines (one
 * per run a stage makes) and Playwright's "  477 passed (11.7m)" / "  2 failed" lines, summed.
 */
export function testCounts(output: string): { passed: number; failed: number } {
  const text = output.replace(ANSI, '');
  let passed = 0;
  let failed = 0;
  for (const line of text.split('\n')) {
    const vitest = /^\s*Tests\s(.*)$/.exec(line);
    const playwright = /^\s+(\d+) (passed|failed|flaky)(?: \([\d.]+m?s?\))?\s*$/.exec(line);
    if (vitest?.[1]) {
      passed += Number(/(?<!\d)(\d+) passed/.exec(vitest[1])?.[1] ?? 0);
      failed += Number(/(?<!\d)(\d+) failed/.exec(vitest[1])?.[1] ?? 0);
    } else if (playwright?.[1]) {
      if (playwright[2] === 'passed') passed += Number(playwright[1]);
      else failed += Number(playwright[1]);
    }
  }
  return { passed, failed };
}

/** Seconds as docs/testing.md's table writes them: "1,584 s". */
export const seconds = (value: number): string => `${Math.round(value).toLocaleString('en-US')} s`;
