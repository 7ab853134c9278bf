import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface Started {
  readonly child: ChildProcess;
  readonly port: number;
}

/**
 * Starts `node <args>` in the repository; resolves once a JSON line on its stdout names its port
 * (`{ port }`, or the server's "listening" line). Later output is drained and dropped.
 */
export function startProcess(args: string[], env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { PATH: process.env['PATH'] ?? '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stdout = child.stdout;
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: stdout });
    lines.on('line', (line) => {
      let entry: { port?: number; address?: string; msg?: string } = {};
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        // Not a log line: only JSON lines name the port.
      }
      const listening = entry.msg === 'listening' && entry.address ? new URL(entry.address).port : undefined;
      const port = entry.port ?? Number(listening);
      if (!port) return;
      lines.close();
      stdout.resume();
      resolve({ child, port });
    });
    child.once('exit', (code) => {
      reject(new Error(`node ${args.join(' ')} exited with ${String(code)}`));
    });
  });
}

/** SIGTERM, then resolves once the process has exited (at once if it already has). */
export function stopProcess(started: Started): Promise<void> {
  if (started.child.exitCode !== null || started.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    started.child.once('exit', () => {
      resolve();
    });
    started.child.kill('SIGTERM');
  });
}
