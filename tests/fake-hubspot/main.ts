/**
 * Runs the fake HubSpot on its own: `node tests/fake-hubspot/main.ts [port]`.
 * Prints one JSON line with its URL, token and portal id. `npm run dev` with
 * FAKE_HUBSPOT=1 starts it in-process instead.
 */
import { startFakeHubspot } from './fake-hubspot.ts';

const FAKE_TOKEN = process.env['FAKE_HUBSPOT_TOKEN'] ?? 'fake-hubspot-token';
const FAKE_PORTAL_ID = process.env['FAKE_HUBSPOT_PORTAL_ID'] ?? '1234567';

const fake = await startFakeHubspot(
  { accessToken: FAKE_TOKEN, portalId: FAKE_PORTAL_ID },
  Number(process.argv[2] ?? process.env['FAKE_HUBSPOT_PORT'] ?? 0),
);
console.log(JSON.stringify({ fakeHubspot: fake.url, accessToken: FAKE_TOKEN, portalId: FAKE_PORTAL_ID }));
const stop = () => void fake.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
