import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';

/**
 * Debian's buildah, on the vfs storage driver with chroot isolation: what builds and runs an
 * image on a machine with no container engine and no privileges for namespaces of its own
 * (see the image design page, docs/design/image-and-proxy.md). Every call names the storage
 * driver, so a machine whose default is overlay still finds these images.
 */
const run = promisify(execFile);
const STORAGE = ['--storage-driver', 'vfs'];

/** What test:image needs on the machine, by the Debian package that provides it. */
const NEEDS = [
  ['/usr/bin/buildah', 'buildah'],
  ['/usr/bin/mmdebstrap', 'mmdebstrap'],
  ['/usr/bin/podman', 'podman'],
  ['/usr/bin/caddy', 'caddy'],
] as const;

/** Why the image test is skipped, or undefined when it runs. With CI=true it always runs (and fails without them). */
export function imageSkipReason(
  env: NodeJS.ProcessEnv = process.env,
  exists: (path: string) => boolean = existsSync,
): string | undefined {
  if (env['CI'] === 'true') return undefined;
  const missing = NEEDS.filter(([path]) => !exists(path)).map(([, name]) => name);
  if (missing.length === 0) return undefined;
  return `test:image skipped: no ${missing.join(', ')} (Debian's packages: apt-get install -y ${missing.join(' ')})`;
}

/** Runs buildah (or podman, for `import`) and returns its standard output; a failure throws with its output. */
export async function buildah(
  args: readonly string[],
  tool: 'buildah' | 'podman' = 'buildah',
): Promise<string> {
  try {
    const { stdout } = await run(tool, [...STORAGE, ...args], { maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${tool} ${args.join(' ')} failed:\n${failed.stderr ?? ''}${failed.stdout ?? ''}`, {
      cause: error,
    });
  }
}

/** Whether the local storage holds an image by this name. */
export async function hasImage(name: string): Promise<boolean> {
  const names = await buildah(['images', '--format', '{{.Name}}:{{.Tag}}']);
  return names.split('\n').includes(name);
}

/** What an image declares: the parts of its configuration a container runtime applies. */
export interface ImageConfig {
  readonly user: string;
  readonly env: Record<string, string>;
  readonly cmd: string[];
  readonly workingDir: string;
  readonly volumes: string[];
  readonly stopSignal: string;
  /** The health check's command (Docker format only: OCI has no health check). */
  readonly healthcheck: string[];
}

export async function imageConfig(name: string): Promise<ImageConfig> {
  const inspected = JSON.parse(await buildah(['inspect', '--type', 'image', name])) as {
    OCIv1: {
      config: {
        User?: string;
        Env?: string[];
        Cmd?: string[];
        WorkingDir?: string;
        Volumes?: Record<string, unknown>;
        StopSignal?: string;
      };
    };
    Docker: { config?: { Healthcheck?: { Test?: string[] } } };
  };
  const config = inspected.OCIv1.config;
  const env = Object.fromEntries(
    (config.Env ?? []).map((entry) => [
      entry.slice(0, entry.indexOf('=')),
      entry.slice(entry.indexOf('=') + 1),
    ]),
  );
  return {
    user: config.User ?? '',
    env,
    cmd: config.Cmd ?? [],
    workingDir: config.WorkingDir ?? '/',
    volumes: Object.keys(config.Volumes ?? {}),
    stopSignal: config.StopSignal ?? '',
    healthcheck: inspected.Docker.config?.Healthcheck?.Test ?? [],
  };
}

/** A working container of the image (nothing runs in it yet); its name. */
export async function newContainer(image: string): Promise<string> {
  return (await buildah(['from', '--pull=never', image])).trim();
}

export interface RunOptions {
  readonly config: ImageConfig;
  /** Host folder → path in the container. */
  readonly mounts?: Readonly<Record<string, string>>;
  /** Set on top of the image's own environment. */
  readonly env?: Readonly<Record<string, string>>;
}

/**
 * A command in the container as a container runtime would run it: as the image's user, in its
 * working directory, with its environment. `buildah run` applies none of these by itself. With
 * chroot isolation the container shares the host's network and process ids.
 */
export function runInContainer(
  container: string,
  command: readonly string[],
  options: RunOptions,
): ChildProcess {
  const { config } = options;
  const env = { ...config.env, ...options.env };
  const args = [
    ...STORAGE,
    'run',
    '--isolation',
    'chroot',
    '--user',
    config.user,
    '--workingdir',
    config.workingDir,
    ...Object.entries(options.mounts ?? {}).flatMap(([host, inside]) => ['--volume', `${host}:${inside}`]),
    ...Object.entries(env).flatMap(([name, value]) => ['--env', `${name}=${value}`]),
    container,
    '--',
    ...command,
  ];
  return spawn('buildah', args, { stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Runs a command in the container to its end; its standard output (a non-zero exit throws). */
export function runToEnd(
  container: string,
  command: readonly string[],
  options: RunOptions,
): Promise<string> {
  const child = runInContainer(container, command, options);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`${command.join(' ')} exited ${String(code)}:\n${stderr}${stdout}`));
    });
  });
}
