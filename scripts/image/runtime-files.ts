import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { basename, dirname, join, normalize } from 'node:path';
import ts from 'typescript';

/**
 * What the lead server needs at run time, found from what it imports (decision 160): the image's
 * runtime stage copies these files and nothing else of the source tree, so no test, fixture or
 * script can reach it, and a new module the server imports is in the image without anyone
 * editing a list. Read from the source, not from a build: the server runs its `.ts` files with
 * Node's type stripping.
 */

/** The programs the image runs: the server, and the two commands an operator runs beside it. */
export const RUNTIME_ENTRIES = ['server/index.ts', 'server/cli/leads.ts', 'server/cli/hubspot.ts'] as const;

/** Files read by path rather than imported: the package's module type and the settings file. */
const READ_AT_RUN_TIME = ['package.json', 'site-settings.json'] as const;

/** `new URL('./sqlite-migrations/', import.meta.url)`: a folder of data a module reads beside itself. */
const DATA_FOLDER = /new URL\(\s*'(\.{1,2}\/[^']*\/)'\s*,\s*import\.meta\.url\s*\)/g;

const TEST_FILE = /\.(?:test|spec|fuzz|fixture)\.[cm]?[jt]sx?$/;

export interface RuntimeFiles {
  /** Repository-relative paths, sorted. */
  readonly files: string[];
  /** The npm packages those files import (`pg`, `@fastify/static`), sorted. */
  readonly packages: string[];
}

/** The package a bare specifier names (`@fastify/static/x` → `@fastify/static`), or undefined for `node:` and builtins. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0] ?? ''))
    return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function filesUnder(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .map((name) => join(folder, name))
    .filter((path) => statSync(join(root, path)).isFile());
}

/** Every file the entries need, following relative imports (static and dynamic) and data folders. */
export function runtimeFiles(root: string, entries: readonly string[] = RUNTIME_ENTRIES): RuntimeFiles {
  const files = new Set<string>(READ_AT_RUN_TIME);
  const packages = new Set<string>();
  const pending = [...entries];
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    if (files.has(path)) continue;
    files.add(path);
    const text = readFileSync(join(root, path), 'utf8');
    const { importedFiles } = ts.preProcessFile(text, true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) {
        const name = packageOf(fileName);
        if (name !== undefined) packages.add(name);
        continue;
      }
      const target = normalize(join(dirname(path), fileName));
      if (!existsSync(join(root, target)))
        throw new Error(`${path} imports ${fileName}, which does not exist`);
      pending.push(target);
    }
    for (const match of text.matchAll(DATA_FOLDER)) {
      for (const file of filesUnder(root, normalize(join(dirname(path), match[1] ?? '')))) files.add(file);
    }
  }
  return { files: [...files].sort(), packages: [...packages].sort() };
}

/**
 * What would make the image wrong: a test file among the files, a package the server imports
 * that `npm ci --omit=dev` leaves out (it would fail at run time), or a production dependency
 * the server never imports (a build tool the image would carry).
 */
export function runtimeProblems(root: string, found: RuntimeFiles): string[] {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const production = new Set(Object.keys(manifest.dependencies ?? {}));
  return [
    ...found.files.filter((file) => TEST_FILE.test(file)).map((file) => `${file} is test code`),
    ...found.packages
      .filter((name) => !production.has(name))
      .map((name) => `${name} is imported at run time but is not in package.json's dependencies`),
    ...[...production]
      .filter((name) => !found.packages.includes(name))
      .map((name) => `${name} is in package.json's dependencies but the server never imports it`),
  ];
}

/** A file no running server reads: source maps and test files, ours or a package's. */
export const NOT_SHIPPED = /\.map$|\.(?:test|spec)\.[cm]?[jt]sx?$|\.test\.d\.ts$/;
/** Folders of a package's own tests and their data, wherever in the package they are. */
const TEST_FOLDERS = new Set(['test', 'tests', '__tests__', 'fixtures']);

/** Removes source maps, test files and test folders under a node_modules folder. */
export function prunePackages(modules: string): void {
  for (const name of readdirSync(modules, { recursive: true, encoding: 'utf8' })) {
    const path = join(modules, name);
    let stats;
    try {
      stats = statSync(path);
    } catch {
      continue; // inside a folder removed above
    }
    const testFolder = stats.isDirectory() && TEST_FOLDERS.has(basename(path));
    if (testFolder || (stats.isFile() && NOT_SHIPPED.test(path))) rmSync(path, { recursive: true });
  }
}
