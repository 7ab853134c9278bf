import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The browser tests of input that reaches the page before its islands hydrate: carousel clicks,
 * arrow keys and swipes, a card turned from the keyboard (decision 078), and the consent banner's
 * early choice and focus (decision 049).
 */
const SPECS = ['tests/e2e/landing-early-input.spec.ts', 'tests/e2e/consent-first-paint.spec.ts'];
const GREP = 'before hydration|before the islands hydrate|through hydration';

export interface EarlyInputResult {
  readonly passed: number;
  readonly failed: number;
  /** The titles of the failed tests, each once, with how many times (pages, languages) it failed. */
  readonly failures: readonly string[];
}

/** Runs those tests against the build in `distDir` (served by the real server, as `npm run test:e2e` does). */
export function checkEarlyInput(distDir: string, port: number): Promise<EarlyInputResult> {
  const child = spawn(
    process.execPath,
    [join(ROOT, 'node_modules/@playwright/test/cli.js'), 'test', ...SPECS, '--grep', GREP, '--reporter=list'],
    {
      cwd: ROOT,
      env: { ...process.env, DIST_DIR: distDir, E2E_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', () => {
      const count = (word: string) => Number(new RegExp(`(\\d+) ${word}`).exec(output)?.[1] ?? 0);
      // "✘  3 [chromium] › file:64:5 › describe › title (1.5m)" → "title", once per title, with how often it failed.
      const titles = output
        .split('\n')
        .filter((line) => line.trimStart().startsWith('✘'))
        .map((line) => (line.split(' › ').at(-1) ?? line).replace(/ \(\d[\d.]*m?s?\)$/, ''));
      const failures = [...new Set(titles)].map(
        (title) => `${title} (×${String(titles.filter((other) => other === title).length)})`,
      );
      resolve({ passed: count('passed'), failed: count('failed'), failures });
    });
  });
}
