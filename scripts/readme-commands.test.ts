// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * README.md's "Everyday commands" table and package.json's scripts must agree: every npm command in
 * the table names a script that exists, and every script is in the table.
 */

/**
 * Scripts that need no row because only other scripts run them. None today: each step of `npm test`
 * is also worth running alone. Add a name only with a comment saying why nobody runs it by hand.
 */
const INTERNAL_SCRIPTS: readonly string[] = [];

/** npm's own commands, which are not package.json scripts (`npm install` and the like). */
const NPM_COMMANDS: ReadonlySet<string> = new Set([
  'install',
  'ci',
  'exec',
  'init',
  'link',
  'ls',
  'outdated',
]);

/** The first cell of every row of the table under "## Everyday commands" (header and rule left out). */
function commandCells(readme: string): string[] {
  const lines = readme.split('\n');
  const heading = lines.findIndex((line) => line.trim() === '## Everyday commands');
  if (heading === -1) throw new Error('README.md has no "## Everyday commands" section');
  const start = lines.findIndex((line, index) => index > heading && line.startsWith('|'));
  if (start === -1) throw new Error('the "Everyday commands" section has no table');
  const rows: string[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    // Cells are split on pipes that are not escaped (`pending\|delivered` stays in one cell).
    const cell = line.split(/(?<!\\)\|/)[1];
    if (cell !== undefined) rows.push(cell.trim());
  }
  return rows;
}

/** The package.json scripts a cell's `npm run X` and `npm X` commands name. */
function scriptsInCell(cell: string): string[] {
  const names: string[] = [];
  for (const match of cell.matchAll(/\bnpm\s+(?:run(?:-script)?\s+)?([\w:.-]+)/g)) {
    const name = match[1];
    if (name !== undefined && !NPM_COMMANDS.has(name)) names.push(name);
  }
  return names;
}

interface CommandsCheck {
  /** Scripts the table names that package.json does not have. */
  readonly unknown: string[];
  /** package.json scripts the table does not name (internal ones excepted). */
  readonly missing: string[];
}

function checkReadmeCommands(
  readme: string,
  scripts: Readonly<Record<string, string>>,
  internal: readonly string[] = INTERNAL_SCRIPTS,
): CommandsCheck {
  const named = new Set(commandCells(readme).flatMap(scriptsInCell));
  return {
    unknown: [...named].filter((name) => !Object.hasOwn(scripts, name)),
    missing: Object.keys(scripts).filter((name) => !named.has(name) && !internal.includes(name)),
  };
}

const root = new URL('../', import.meta.url);
const readme = readFileSync(new URL('README.md', root), 'utf8');
const packageJson = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  scripts: Record<string, string>;
};

describe("README.md's commands table", () => {
  it('names only scripts package.json has, and every script it has', () => {
    expect(checkReadmeCommands(readme, packageJson.scripts)).toEqual({ unknown: [], missing: [] });
  });

  it('fails for a copy of package.json with a script the README does not name', () => {
    const scripts = { ...packageJson.scripts, 'fake:script': 'node scripts/fake.ts' };
    expect(checkReadmeCommands(readme, scripts).missing).toEqual(['fake:script']);
  });

  it('fails for a copy of package.json without a script the README names', () => {
    const scripts = Object.fromEntries(
      Object.entries(packageJson.scripts).filter(([name]) => name !== 'serve'),
    );
    expect(checkReadmeCommands(readme, scripts).unknown).toContain('serve');
  });

  it('lists every internal script among package.json scripts', () => {
    expect(INTERNAL_SCRIPTS.filter((name) => !Object.hasOwn(packageJson.scripts, name))).toEqual([]);
  });
});

describe('checkReadmeCommands', () => {
  const example = [
    '# Project',
    '',
    '| command | what |',
    '| ------- | ---- |',
    '| `npm run dev` | not in this table |',
    '',
    '## Everyday commands',
    '',
    '| command | what it does |',
    '| ------- | ------------ |',
    '| `npm start` | build and serve |',
    '| `npm run build` / `npm test` | two commands in one row |',
    '| `LEVEL=1 npm run leads -- list [--state a\\|b]` | arguments and an escaped pipe |',
    '| `node scripts/make-icons.ts` | not an npm command |',
    '| `npm install` | npm itself |',
    '',
    'After the table: `npm run lint` is prose.',
  ].join('\n');

  it('reads the npm commands of the commands table only', () => {
    expect(commandCells(example).flatMap(scriptsInCell)).toEqual(['start', 'build', 'test', 'leads']);
  });

  it('passes when the table and the scripts agree', () => {
    const scripts = { start: 'a', build: 'b', test: 'c', leads: 'd' };
    expect(checkReadmeCommands(example, scripts, [])).toEqual({ unknown: [], missing: [] });
  });

  it('reports a script the table names that does not exist', () => {
    const scripts = { start: 'a', build: 'b', leads: 'd' };
    expect(checkReadmeCommands(example, scripts, [])).toEqual({ unknown: ['test'], missing: [] });
  });

  it('reports a script missing from the table, unless it is internal', () => {
    const scripts = { start: 'a', build: 'b', test: 'c', leads: 'd', 'fake:script': 'e' };
    expect(checkReadmeCommands(example, scripts, []).missing).toEqual(['fake:script']);
    expect(checkReadmeCommands(example, scripts, ['fake:script']).missing).toEqual([]);
  });

  it('refuses a README without the commands section', () => {
    expect(() => checkReadmeCommands('# Project\n', {}, [])).toThrow('Everyday commands');
  });
});
