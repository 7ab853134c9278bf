/**
 * `npm run dev`: the API server (no site serving) on API_PORT plus Astro's dev
 * server with hot reload, which proxies /open/* to it. Ctrl-C stops both.
 */
import { spawn } from 'node:child_process';
import { buildApp } from '../server/app.ts';
import { loadEnv } from '../server/env.ts';

const apiPort = Number(process.env['API_PORT'] ?? 3001);
const env = loadEnv({ ...process.env, PORT: String(apiPort), LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'info' });
const app = await buildApp({ env, serveSite: false });
await app.listen({ port: apiPort, host: '127.0.0.1' });

const astro = spawn('astro', ['dev', '--host', env.HOST, '--port', String(process.env['PORT'] ?? 3000)], {
  stdio: 'inherit',
  env: { ...process.env, API_PROXY: `http://127.0.0.1:${String(apiPort)}`, ASTRO_TELEMETRY_DISABLED: '1' },
});

const stop = async () => {
  astro.kill('SIGTERM');
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
astro.on('exit', (code) => {
  void app.close().then(() => process.exit(code ?? 0));
});
