/**
 * A throwaway PostgreSQL for tests and benchmarks: Debian's `postgresql` package (installed with
 * apt-get when missing and running as root, as CI does), a fresh cluster in a temporary
 * directory owned by an unprivileged user, listening on 127.0.0.1 on a free port, removed
 * by `stop()`. Nothing depends on a database already running on the machine.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../lib/free-port.ts';

const PG_ROOT = '/usr/lib/postgresql';
/** Debian's package creates this system user; initdb refuses to run as root. */
const CLUSTER_USER = 'postgres';

export interface TestPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  readonly url: string;
  readonly port: number;
  readonly stop: () => void;
}

/** The newest installed Debian server's bin directory, or undefined. */
export function postgresServerBin(): string | undefined {
  if (!existsSync(PG_ROOT)) return undefined;
  const versions = readdirSync(PG_ROOT)
    .filter((name) => existsSync(join(PG_ROOT, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(PG_ROOT, versions[0], 'bin');
}

/** Installs Debian's PostgreSQL server when it is missing (root only, as in CI). */
export function ensurePostgresInstalled(): string {
  const found = postgresServerBin();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error(
      'PostgreSQL is missing. Install it with: sudo apt-get update && sudo apt-get install -y postgresql',
    );
  }
  console.log('PostgreSQL is missing: installing Debian package "postgresql"...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', 'postgresql'], { stdio: 'inherit', env });
  const installed = postgresServerBin();
  if (!installed)
    throw new Error('apt-get installed postgresql, but no initdb was found under /usr/lib/postgresql');
  return installed;
}

/** Runs a server binary as the unprivileged cluster user when we are root. */
function runAsClusterUser(bin: string, args: readonly string[]): void {
  const asRoot = process.getuid?.() === 0;
  const [command, argv] = asRoot ? ['runuser', ['-u', CLUSTER_USER, '--', bin, ...args]] : [bin, [...args]];
  const result = spawnSync(command, argv, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${bin} ${args.join(' ')} failed (${String(result.status)}): ${result.stderr || result.stdout}`,
    );
  }
}

export async function startTestPostgres(): Promise<TestPostgres> {
  const bin = ensurePostgresInstalled();
  const dir = mkdtempSync(join(tmpdir(), 'pg-test-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', CLUSTER_USER], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', CLUSTER_USER], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  const data = join(dir, 'data');
  const port = await freePort();
  runAsClusterUser(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  // fsync stays on: the durability the tests check is the database's own (outbox guarantees).
  runAsClusterUser(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-o',
    `-h 127.0.0.1 -p ${String(port)} -k ${dir} -c max_connections=200`,
    'start',
  ]);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${String(port)}/postgres`,
    port,
    stop: () => {
      if (stopped) return;
      stopped = true;
      try {
        runAsClusterUser(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
