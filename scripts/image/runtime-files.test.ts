import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageOf, prunePackages, runtimeFiles, runtimeProblems } from './runtime-files.ts';

describe("the image's runtime files (decision 160)", () => {
  const found = runtimeFiles(process.cwd());

  it('follow the server from its entry points: its modules, what they import of src/, and the data folders they read', () => {
    expect(found.files).toEqual(
      expect.arrayContaining(['server/index.ts', 'server/cli/leads.ts', 'server/app.ts']),
    );
    expect(found.files).toContain('src/config/settings/load.ts');
    expect(found.files.some((file) => file.startsWith('server/outbox/sqlite-migrations/'))).toBe(true);
    expect(found.files.some((file) => file.startsWith('server/outbox/postgres/migrations/'))).toBe(true);
    expect(found.files.some((file) => file.startsWith('server/hubspot/embedded-forms/'))).toBe(true);
    expect(found.files).toEqual(expect.arrayContaining(['package.json', 'site-settings.json']));
  });

  it('hold no test code, no script and no component of the site', () => {
    expect(found.files.filter((file) => /\.test\.|^tests\/|^scripts\/|\.tsx$|\.astro$/.test(file))).toEqual(
      [],
    );
  });

  it("match package.json's dependencies exactly: every package the server imports, and nothing else", () => {
    expect(runtimeProblems(process.cwd(), found)).toEqual([]);
    const withBuildTool = { ...found, packages: found.packages.filter((name) => name !== 'pg') };
    expect(runtimeProblems(process.cwd(), withBuildTool)).toEqual([
      "pg is in package.json's dependencies but the server never imports it",
    ]);
    expect(runtimeProblems(process.cwd(), { ...found, packages: [...found.packages, 'vitest'] })).toEqual([
      "vitest is imported at run time but is not in package.json's dependencies",
    ]);
  });

  it('name the package of a bare import, and none for Node built-ins', () => {
    expect(packageOf('@fastify/static/lib/x.js')).toBe('@fastify/static');
    expect(packageOf('pg')).toBe('pg');
    expect(packageOf('node:fs')).toBeUndefined();
    expect(packageOf('fs/promises')).toBeUndefined();
  });
});

describe('prunePackages', () => {
  it("removes source maps, test files and test folders, and keeps a package's code", () => {
    const modules = mkdtempSync(join(tmpdir(), 'prune-'));
    const file = (path: string) => {
      mkdirSync(join(modules, path, '..'), { recursive: true });
      writeFileSync(join(modules, path), '');
    };
    const kept = ['a/package.json', 'a/lib/index.js', 'a/lib/testing.js', '@s/b/dist/main.js'];
    const removed = [
      'a/lib/index.js.map',
      'a/test/x.js',
      '@s/b/dist/main.test.js',
      '@s/b/src/tests/y.ts',
      'a/fixtures/z.json',
    ];
    [...kept, ...removed].forEach(file);
    prunePackages(modules);
    expect(kept.filter((path) => !existsSync(join(modules, path)))).toEqual([]);
    expect(removed.filter((path) => existsSync(join(modules, path)))).toEqual([]);
  });
});
