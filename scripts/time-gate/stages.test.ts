import { describe, expect, it } from 'vitest';
import { gateStages, seconds, testCounts } from './stages.ts';

describe('the gate timer', () => {
  it('reads the stages of the test script in order, and refuses a stage it could not time alone', () => {
    expect(gateStages('npm run typecheck && npm run lint && npm run test:e2e')).toEqual([
      'typecheck',
      'lint',
      'test:e2e',
    ]);
    expect(() => gateStages('npm run build && vitest run')).toThrow(
      'not an "npm run <script>" stage: "vitest run"',
    );
  });

  it("counts Vitest's and Playwright's summaries, colours and all", () => {
    // Shapes as the two runners print them (the CI log of 2026-11-28).
    const vitest =
      '\u001b[2m      Tests \u001b[22m \u001b[1m\u001b[31m1 failed\u001b[39m\u001b[22m\u001b[2m | \u001b[22m\u001b[1m\u001b[32m43 passed\u001b[39m\u001b[22m\u001b[90m (44)\u001b[39m';
    const playwright = '  1 failed\n    [chromium] x\n  476 passed (11.7m)\n';
    expect(testCounts(`${vitest}\n${playwright}`)).toEqual({ passed: 519, failed: 2 });
    expect(testCounts('Test Files  2 passed (2)\n      Tests  22 passed (22)\n')).toEqual({
      passed: 22,
      failed: 0,
    });
    expect(testCounts('> astro build\n8 page(s) built in 6.2s\n')).toEqual({ passed: 0, failed: 0 });
  });

  it('writes seconds as the README does', () => {
    expect(seconds(1584.4)).toBe('1,584 s');
    expect(seconds(9.6)).toBe('10 s');
  });
});
