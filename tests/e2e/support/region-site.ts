import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { HubspotRegion } from '../../../src/config/hubspot-hosts.ts';
import { freePort } from '../../../scripts/lib/free-port.ts';
import { settingsInRegion } from '../../support/region-settings.ts';

const run = promisify(execFile);

export interface RegionSite {
  readonly url: string;
  /** Stops the server, then removes its build, data and settings folders. */
  readonly stop: () => Promise<void>;
}

/** Resolves once the server logs that it listens; rejects if it exits first. */
function listening(child: ReturnType<typeof spawn>): Promise<void> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    const output: string[] = [];
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        output.push(line);
        if (line.includes('"msg":"listening"')) resolve();
      }
    });
    child.once('exit', (code) => {
      reject(new Error(`server exited before listening (${String(code)}):\n${output.join('\n')}`));
    });
  });
}

/**
 * The production build of the site for a portal in `region`, served by the real server: the
 * settings file is a copy of the repository's with that region (SITE_SETTINGS_FILE), the build goes
 * to a folder of its own, and the server reads the same copy, as a deployment in that data centre
 * would. The pages' tracking loader and the CSP header are then both the region's.
 */
export async function startRegionSite(region: HubspotRegion): Promise<RegionSite> {
  const settings = settingsInRegion(region);
  const dist = mkdtempSync(join(tmpdir(), `dist-${region}-`));
  const data = mkdtempSync(join(tmpdir(), `data-${region}-`));
  const env = { ...process.env, SITE_SETTINGS_FILE: settings, ASTRO_TELEMETRY_DISABLED: '1' };
  await run('npx', ['astro', 'build', '--outDir', dist], { env });
  await run(process.execPath, ['scripts/finish-build.ts', dist], { env });

  const port = await freePort();
  const url = `http://127.0.0.1:${String(port)}`;
  const child = spawn(process.execPath, ['server/index.ts'], {
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DIST_DIR: dist,
      DATA_DIR: data,
      // info: the "listening" line says when it is up; request lines go to the drained pipe.
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  await listening(child);
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      for (const folder of [dist, data, dirname(settings)]) rmSync(folder, { recursive: true, force: true });
    },
  };
}
