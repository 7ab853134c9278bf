import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { buildah, hasImage } from './buildah.ts';

/**
 * A local stand-in for the Containerfile's base image (Node 24 on slim Debian 12), since no image
 * can be pulled here: Debian's minimal root file system from its packages (mmdebstrap), the Node
 * binary of the `node` package the project pins, and npm from the npm package. Built once per
 * Debian suite and Node version, and kept: the root file system and npm under
 * node_modules/.cache/test-image/, the image in buildah's storage.
 */
const run = promisify(execFile);

export const DEBIAN_SUITE = 'bookworm';
/** The npm release line the official Node 24 images ship. */
const NPM_MAJOR = '11';
const CACHE = 'node_modules/.cache/test-image';
const NODE_BINARY = 'node_modules/node/bin/node';

async function nodeVersion(): Promise<string> {
  const { stdout } = await run(NODE_BINARY, ['--version']);
  return stdout.trim().replace(/^v/, '');
}

/** The stand-in's name: one per Debian suite and Node version. */
export async function standInName(): Promise<string> {
  return `localhost/site-test-base:${DEBIAN_SUITE}-node${await nodeVersion()}-npm${NPM_MAJOR}`;
}

/** Writes `file` through a temporary name, so an interrupted run leaves no half file for the next one to trust. */
async function cached(file: string, make: (temporary: string) => Promise<void>): Promise<string> {
  if (existsSync(file)) return file;
  // Beside it, keeping its extension: mmdebstrap picks its output's format from the name.
  const temporary = join(dirname(file), `partial-${basename(file)}`);
  rmSync(temporary, { recursive: true, force: true });
  await make(temporary);
  renameSync(temporary, file);
  return file;
}

/** The stand-in base image, built when missing; its name. */
export async function standInImage(): Promise<string> {
  const name = await standInName();
  if (await hasImage(name)) return name;
  const folder = join(CACHE, name.split(':')[1] ?? 'stand-in');
  mkdirSync(folder, { recursive: true });
  const rootfs = await cached(join(folder, 'rootfs.tar'), async (temporary) => {
    await run(
      'mmdebstrap',
      ['--quiet', '--variant=minbase', '--include=ca-certificates', DEBIAN_SUITE, temporary],
      {
        maxBuffer: 16 * 1024 * 1024,
      },
    );
  });
  const npm = await cached(join(folder, 'npm'), async (temporary) => {
    mkdirSync(temporary);
    const { stdout } = await run('npm', [
      'pack',
      `npm@${NPM_MAJOR}`,
      '--silent',
      '--pack-destination',
      temporary,
    ]);
    const tarball = join(temporary, stdout.trim().split('\n').at(-1) ?? '');
    await run('tar', ['-xzf', tarball, '-C', temporary, '--strip-components=1']);
    rmSync(tarball);
  });
  const rootfsImage = `${name}-rootfs`;
  await buildah(['import', rootfs, rootfsImage], 'podman');

  const context = mkdtempSync(join(tmpdir(), 'stand-in-'));
  try {
    cpSync(NODE_BINARY, join(context, 'node'));
    cpSync(npm, join(context, 'npm'), { recursive: true });
    writeFileSync(
      join(context, 'Containerfile'),
      [
        `FROM ${rootfsImage}`,
        'COPY node /usr/local/bin/node',
        'COPY npm/ /usr/local/lib/node_modules/npm/',
        'RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \\',
        '    && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \\',
        '    && node --version && npm --version',
        'CMD ["node"]',
        '',
      ].join('\n'),
    );
    await buildah(['bud', '--isolation', 'chroot', '--pull=never', '--quiet', '-t', name, context]);
  } finally {
    rmSync(context, { recursive: true, force: true });
    await buildah(['rmi', rootfsImage]);
  }
  return name;
}

/** Stand-ins of other Node versions or suites left from earlier runs (each is a few hundred MB). */
export async function staleStandIns(current: string): Promise<string[]> {
  const names = await buildah(['images', '--format', '{{.Name}}:{{.Tag}}']);
  return names
    .split('\n')
    .filter((image) => image.startsWith('localhost/site-test-base:') && image !== current);
}

/** Cached root file systems of other keys (readdirSync: the cache may not exist yet). */
export function staleCaches(current: string): string[] {
  if (!existsSync(CACHE)) return [];
  const key = current.split(':')[1];
  return readdirSync(CACHE)
    .filter((entry) => entry !== key)
    .map((entry) => join(CACHE, entry));
}
