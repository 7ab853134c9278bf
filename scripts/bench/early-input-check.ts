import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The browser tests of input that reaches the page before its islands hydrate: carousel clicks,
 * arrow keys and swipes, a card turned from the keyboard (decision 078), and the consent banner's
 * early choice and focus (decision 049).
 */
const SPECS = ['tests/e2e/landing-early-input.spec.ts', 'tests/e2e/consent.spec.ts'];
const GREP = 'before hydration|before the islands hydrate|through hydration';

export interface EarlyInputResult {
  readonly passed: number;
  readonly failed: number;
  /** The titles of the failed tests, as Playwright's list reporter prints them. */
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
      const failures = output
        .split('\n')
        .filter((line) => /^\s+✘/.test(line))
        .map((line) =>
          line
            .replace(/^\s+✘\s+\d+\s+/, '')
            .replace(/\(\d[\d.]*m?s\)$/, '')
            .trim(),
        );
      resolve({ passed: count('passed'), failed: count('failed'), failures });
    });
  });
}
