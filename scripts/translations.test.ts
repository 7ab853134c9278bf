import { execFile, execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, parseDocument, stringify } from 'yaml';
import { REPOSITORY_ROOT } from '../src/content/load/site-content.ts';

/**
 * `npm run check:translations` and `npm run translations -- reviewed` on a git repository of
 * their own holding a copy of the real content files (decision 154), changed as a marketer would.
 */

const run = promisify(execFile);
const CHECK = resolve('scripts/check-translations.ts');
const MARK = resolve('scripts/translations.ts');
const PAGE = 'content/pages/sustainability.yaml';
const TERMS = 'content/legal/terms.yaml';

let root = '';
const git = (...args: string[]) =>
  execFileSync(
    'git',
    [
      '-C',
      root,
      '-c',
      'user.name=Test',
      '-c',
      'user.email=test@example.org',
      '-c',
      'commit.gpgsign=false',
      ...args,
    ],
    { stdio: 'pipe' },
  );
const commit = (message: string) => {
  git('add', '-A');
  git('commit', '-q', '-m', message);
};

async function script(file: string, args: string[] = []) {
  try {
    const { stdout, stderr } = await run(process.execPath, [file, ...args], {
      env: { ...process.env, SITE_CONTENT_DIR: root },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

function edit(path: string, change: (document: ReturnType<typeof parseDocument>) => void) {
  const file = join(root, path);
  const document = parseDocument(readFileSync(file, 'utf8'));
  change(document);
  writeFileSync(file, document.toString());
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'translations-'));
  cpSync(join(REPOSITORY_ROOT, 'content'), join(root, 'content'), { recursive: true });
  git('init', '-q');
  commit('content as shipped');
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('the translation report on the real content files', () => {
  it('finds nothing stale once the editor rewrote a file in its own YAML style', async () => {
    const file = join(root, PAGE);
    // No comments, other quoting and line folding: what a YAML writer makes of the same values.
    writeFileSync(
      file,
      stringify(parse(readFileSync(file, 'utf8')), { defaultStringType: 'QUOTE_DOUBLE', lineWidth: 40 }),
    );
    commit('the editor saves the page');
    const { code, output } = await script(CHECK);
    expect(code).toBe(0);
    expect(output.trim()).toBe('translations: every English field answers its current Italian');
  });

  it('lists an English headline older than its Italian, with both values, without failing', async () => {
    edit(PAGE, (document) => {
      document.setIn(['it', 'intro', 'title'], 'Un bilancio che si fa leggere');
    });
    commit('new Italian headline');
    const { code, output } = await script(CHECK);
    expect(code).toBe(0);
    expect(output.split('\n')[0]).toBe(
      `${PAGE}: en.intro.title is older than it.intro.title (it: "Un bilancio che si fa leggere"; ` +
        'en: "Your sustainability report deserves to be read"; ' +
        'the English was written for: "Il tuo bilancio di sostenibilità merita di essere letto")',
    );
    expect(output).toContain('translations: 1 English field is older than the Italian');
  });

  it('records a review in the lock, keyed by the field, and the field is no longer listed', async () => {
    const marked = await script(MARK, ['reviewed', PAGE, 'en.intro.title']);
    expect(marked.code).toBe(0);
    expect(marked.output).toContain(`${PAGE}: en.intro.title marked reviewed against it.intro.title`);
    const lock = JSON.parse(readFileSync(join(root, 'content/translations.lock.json'), 'utf8')) as {
      reviewed: Record<string, Record<string, string>>;
    };
    expect(Object.keys(lock.reviewed[PAGE] ?? {})).toEqual(['intro.title']);
    commit('English headline reviewed');
    expect((await script(CHECK)).output.trim()).toBe(
      'translations: every English field answers its current Italian',
    );
  });

  it('takes both languages changed in one commit as reviewed', async () => {
    edit(PAGE, (document) => {
      document.setIn(['it', 'reasons', 'items', 0, 'label'], 'Dati ESG chiari');
      document.setIn(['en', 'reasons', 'items', 0, 'label'], 'Clear ESG data');
    });
    commit('a reason in both languages');
    expect((await script(CHECK)).output.trim()).toBe(
      'translations: every English field answers its current Italian',
    );
  });

  it('refuses to build while the terms have an English clause older than its Italian', async () => {
    edit(TERMS, (document) => {
      document.setIn(['it', 'clauses', 1, 'title'], 'Oggetto del contratto');
    });
    const report = await script(CHECK);
    expect(report.code).toBe(1);
    expect(report.output).toContain(
      `${TERMS}: en.clauses[number=2].title is older than it.clauses[number=2].title`,
    );
    const build = await script(CHECK, ['--contracts']);
    expect(build.code).toBe(1);
    expect(build.output).toContain(`${TERMS} is a contract`);
    git('checkout', '--', TERMS);
    expect((await script(CHECK, ['--contracts'])).code).toBe(0);
  });

  it('names the content files when asked to mark one that is not', async () => {
    const { code, output } = await script(MARK, ['reviewed', 'content/pages/nowhere.yaml']);
    expect(code).toBe(2);
    expect(output).toContain(`  ${PAGE}`);
  });
});
