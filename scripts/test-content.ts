import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { CONTENT_FILES } from '../src/content/schema/content-files.ts';
import { browserChecks, EVERYTHING, pagesFed, type Fed } from './test-content/pages-fed.ts';

/**
 * `npm run test:content`: the checks a change to content/ and public/images/ needs, in minutes
 * rather than the whole gate's quarter of an hour: the content check, the build (which refuses
 * stale terms), the translation report, the size budgets, the built-site checks (html-validate on
 * every page among them), then axe and HTML_CodeSniffer on the pages the change feeds, in
 * Chromium. Stops at the first failure, as `npm test` does, and ends with each step's time.
 * The change is what differs from CONTENT_BASE (a git ref; default: where this branch left
 * `main`), committed or not. A change that touches more than content is checked on every page,
 * with a line saying that `npm test` is its check.
 */

const git = (...args: string[]) =>
  execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

function changedFiles(): string[] | undefined {
  try {
    const base = git('merge-base', process.env['CONTENT_BASE'] ?? 'main', 'HEAD');
    const lines = [git('diff', '--name-only', base), git('ls-files', '--others', '--exclude-standard')];
    return [...new Set(lines.join('\n').split('\n').filter(Boolean))].sort();
  } catch {
    return undefined;
  }
}

function whatToCheck(): Fed {
  const changed = changedFiles();
  if (changed === undefined) {
    console.log('test:content: no base to compare with (CONTENT_BASE or main): every page is checked');
    return EVERYTHING;
  }
  const text = Object.fromEntries(
    CONTENT_FILES.filter((file) => existsSync(file.path)).map((file) => [
      file.path,
      readFileSync(file.path, 'utf8'),
    ]),
  );
  const fed = pagesFed(changed, text);
  console.log(`test:content: ${String(changed.length)} changed file(s): ${changed.join(', ') || 'none'}`);
  if (changed.length === 0 || fed.beyondContent.length > 0) {
    if (fed.beyondContent.length > 0) {
      console.log(
        `test:content: ${fed.beyondContent.join(', ')} ${fed.beyondContent.length === 1 ? 'is' : 'are'} not content: \`npm test\` is the check for this change; every page is checked here`,
      );
    }
    return EVERYTHING;
  }
  console.log(
    `test:content: pages fed: ${fed.pages.join(', ') || 'none'}${fed.dialogs ? '; the form, banner and dialogs' : ''}`,
  );
  return fed;
}

const fed = whatToCheck();
const bin = (name: string) => `node_modules/.bin/${name}`;
const checks = browserChecks(fed);
const steps: { name: string; command: string; args: string[]; env?: Record<string, string> }[] = [
  { name: 'content check', command: 'npm', args: ['run', 'check:content'] },
  { name: 'build', command: 'npm', args: ['run', 'build'] },
  { name: 'translation report', command: 'npm', args: ['run', 'check:translations'] },
  // The pages fed: another page's HTML is unchanged, and the scripts and styles are the code's.
  {
    name: 'size budgets',
    command: 'npm',
    args: ['run', 'test:budgets'],
    env: { BUDGET_PAGES: fed.pages.join(',') },
  },
  // The built site's own checks (tests/built-site: html-validate on every page, head tags, pictures);
  // build-launch.test.ts, the other member of the project, is about the launch settings.
  {
    name: 'built-site checks',
    command: bin('vitest'),
    args: ['run', '--project', 'built-site', 'tests/built-site'],
  },
  ...(checks
    ? [
        { name: 'browser', command: 'node', args: ['scripts/ensure-chromium.ts'] },
        {
          name: 'axe and HTML_CodeSniffer on the pages fed',
          command: bin('playwright'),
          args: ['test', ...checks.files, '--grep', checks.grep],
        },
      ]
    : []),
];

const rows: string[] = [];
const started = performance.now();
let failed: string | undefined;
for (const step of steps) {
  const load = (loadavg()[0] ?? 0).toFixed(1);
  const stepStarted = performance.now();
  console.log(`\n== ${step.name}`);
  const { status } = spawnSync(step.command, step.args, {
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const seconds = (performance.now() - stepStarted) / 1000;
  rows.push(
    `${step.name.padEnd(44)} ${seconds.toFixed(0).padStart(4)} s   load ${load}–${(loadavg()[0] ?? 0).toFixed(1)}`,
  );
  if (status !== 0) {
    failed = step.name;
    break;
  }
}
console.log(
  `\n${rows.join('\n')}\n${'test:content'.padEnd(44)} ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s`,
);
if (failed !== undefined) {
  console.error(`test:content: stopped at "${failed}" (its output is above)`);
  process.exit(1);
}
