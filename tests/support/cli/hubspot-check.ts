/**
 * What the `npm run hubspot -- check` tests share: a fake HubSpot portal serving the contact forms,
 * closed after each test, and the check run against it with its output collected.
 */
import { afterEach } from 'vitest';
import { CONTACT_FORM_IDS } from '../../../src/forms/contact-form.ts';
import { startFakeHubspot, type FakeHubspot } from '../../fake-hubspot/fake-hubspot.ts';
import type { JsonObject } from '../../fixtures/hubspot/v3-forms.ts';
import { runHubspotCli } from '../../../server/cli/hubspot.ts';

const TOKEN = 'pat-check-test-token';
export const PORTAL = '4242';
export const { it: IT_ID, en: EN_ID } = CONTACT_FORM_IDS;

let fake: FakeHubspot | undefined;

/** Closes the fake HubSpot a test started with portalWith; call once at the top of a test file. */
export function closeFakeHubspotAfterEach(): void {
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });
}

/** The fake serving these forms under the contact forms' ids. */
export async function portalWith(forms: Record<string, JsonObject>): Promise<FakeHubspot> {
  fake = await startFakeHubspot({
    accessToken: TOKEN,
    portalId: PORTAL,
    forms: new Map(Object.entries(forms).map(([id, form]) => [id, { ...form, id }])),
  });
  return fake;
}

/** What the check's reachability requests meet: by default every address answers 200. */
type Reachable = (url: string) => Response | Error;
const allReachable: Reachable = () => new Response('ok');

export async function check(
  server: FakeHubspot | undefined,
  env: Record<string, string> = {},
  reachable: Reachable = allReachable,
): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const credentials = server
    ? { HUBSPOT_ACCESS_TOKEN: TOKEN, HUBSPOT_PORTAL_ID: PORTAL, HUBSPOT_API_URL: server.url }
    : {};
  const fetchStub = ((input: string | URL) => {
    const answer = reachable(String(input));
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  }) as typeof fetch;
  const code = await runHubspotCli(
    ['check'],
    { out: (text) => out.push(text), err: (text) => err.push(text), env: { ...credentials, ...env } },
    { fetch: fetchStub },
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}
