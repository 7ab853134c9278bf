/**
 * `npm run dev`: the API server (no site serving) on API_PORT plus Astro's dev
 * server with hot reload, which proxies /open/* and /cms/* to it. Ctrl-C stops both. The editor
 * answers on its own origin (http://localhost:3000 beside the site's http://127.0.0.1:3000,
 * decision 134), as the site's server does.
 * `FAKE_HUBSPOT=1 npm run dev` also starts the fake HubSpot (tests/fake-hubspot)
 * and points the server at it: the whole lead flow works offline.
 */
import { spawn } from 'node:child_process';
import { buildApp } from '../server/app.ts';
import { loadEnv } from '../server/env.ts';
import { startFakeHubspot } from '../tests/fake-hubspot/fake-hubspot.ts';

const apiPort = Number(process.env['API_PORT'] ?? 3001);
const fake =
  process.env['FAKE_HUBSPOT'] === '1'
    ? await startFakeHubspot(
        { accessToken: 'fake-hubspot-token', portalId: '1234567' },
        Number(process.env['FAKE_HUBSPOT_PORT'] ?? 0),
      )
    : undefined;
const hubspot = fake
  ? {
      HUBSPOT_ACCESS_TOKEN: 'fake-hubspot-token',
      HUBSPOT_PORTAL_ID: '1234567',
      HUBSPOT_API_URL: fake.url,
      HUBSPOT_SUBMIT_URL: fake.url,
    }
  : {};
if (fake) {
  console.log(
    `Fake HubSpot at ${fake.url}: switch it with POST ${fake.url}/__fake/mode ` +
      `{"kind":"ok"|"error"|"hang"|"reject"} or {"kind":"rate-limit","retryAfterSeconds":30}; ` +
      `received submissions at ${fake.url}/__fake/submissions`,
  );
}
const sitePort = String(process.env['PORT'] ?? 3000);
const env = loadEnv({
  ...process.env,
  ...hubspot,
  PORT: String(apiPort),
  // The address visitors use is Astro's; the editor gets its loopback twin (decision 134).
  PUBLIC_URL: process.env['PUBLIC_URL'] ?? `http://127.0.0.1:${sitePort}`,
  LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'info',
});
const app = await buildApp({ env, serveSite: false });
await app.listen({ port: apiPort, host: '127.0.0.1' });

const astro = spawn('astro', ['dev', '--host', env.HOST, '--port', sitePort], {
  stdio: 'inherit',
  env: {
    ...process.env,
    API_PROXY: `http://127.0.0.1:${String(apiPort)}`,
    ...(env.EDITOR_ORIGIN === undefined ? {} : { EDITOR_ORIGIN: env.EDITOR_ORIGIN }),
    ASTRO_TELEMETRY_DISABLED: '1',
  },
});
console.log(
  `The site: ${env.PUBLIC_URL}/ · the editor, on an origin of its own: ${env.EDITOR_ORIGIN === undefined ? 'not served (set EDITOR_ORIGIN)' : `${env.EDITOR_ORIGIN}/admin/`}`,
);

const stop = async () => {
  astro.kill('SIGTERM');
  await app.close();
  await fake?.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
astro.on('exit', (code) => {
  void app.close().then(() => process.exit(code ?? 0));
});
