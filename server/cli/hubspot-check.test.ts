import { afterEach, describe, expect, it } from 'vitest';
import { CONTACT_FORM_IDS } from '../../src/forms/contact-form.ts';
import {
  embeddedDefinitions,
  startFakeHubspot,
  type FakeHubspot,
} from '../../tests/fake-hubspot/fake-hubspot.ts';
import {
  v3DependentFields,
  v3EveryFieldType,
  v3FormWithCaptcha,
  v3FormWithConsent,
  v3SecondPass,
  withoutObjectTypeIds,
  type JsonObject,
} from '../../tests/fixtures/hubspot/v3-forms.ts';
import { regionLine, runHubspotCli } from './hubspot.ts';

const TOKEN = 'pat-check-test-token';
const PORTAL = '4242';
const { it: IT_ID, en: EN_ID } = CONTACT_FORM_IDS;

let fake: FakeHubspot | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

/** The fake serving these forms under the contact forms' ids. */
async function portalWith(forms: Record<string, JsonObject>): Promise<FakeHubspot> {
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

async function check(
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

const requiredAttachment = (): JsonObject => {
  const form = v3EveryFieldType();
  const groups = form['fieldGroups'] as { fields: JsonObject[] }[];
  return {
    ...form,
    fieldGroups: groups.map((group) => ({
      ...group,
      fields: group.fields.map((field) =>
        field['name'] === 'attachment' ? { ...field, required: true } : field,
      ),
    })),
  };
};

describe('npm run hubspot -- check against the fake HubSpot', () => {
  it('a good v3 portal: exit 0, and what the site will show and send for each form', async () => {
    const server = await portalWith({ [IT_ID]: v3DependentFields(), [EN_ID]: v3EveryFieldType() });
    const { code, out } = await check(server, { HUBSPOT_FORMS_API: 'v3' });
    expect(code).toBe(0);
    expect(out).toContain(`Portal ${PORTAL}, forms API v3`);
    // site-settings.json's region; the forms host overridden for the test, the submission host not.
    expect(out).toContain(
      `Region eu1: forms read from ${server.url} (HUBSPOT_API_URL, not the region's https://api-eu1.hubapi.com), leads sent to https://api-eu1.hsforms.com\n`,
    );
    expect(out).toContain(`form en ${EN_ID} "Every v3 field type (test fixture)"`);
    expect(out).toMatch(/fields shown: firstname\*, email\*, phone\*, mobilephone, /);
    expect(out).toContain(
      'fields it cannot show: attachment (file, optional: left out), deposit (payment_link_radio, optional: left out)',
    );
    expect(out).toContain(
      'fields it cannot show: urgent_reason (condition within_time cannot be evaluated, optional: left out)',
    );
    expect(out).toMatch(/dependent fields, on their condition: employees_exact\*? \(after company_size\)/);
    expect(out).toContain('consent mode: implicit_consent_to_process');
    expect(out).toContain('CAPTCHA: off');
    expect(out).toContain('submit text: Send request');
    // The fixture's language is English: the Italian pages would show an English form.
    expect(out).toContain('language: en (the site shows it on its it pages)');
    // The share link the site offers: its region's host, 1, the GUID in base64url, the portal in base 36.
    expect(out).toMatch(/hosted form: https:\/\/share(-[a-z]{2}\d)?\.hsforms\.com\/1[\w-]{22}[\da-z]+\n/);
    expect(out).toContain('token: can read forms');
    expect(out).toContain('OK: 2 form(s) checked, nothing stops leads');
    expect(out).not.toContain('STOPS LEADS');
    expect(server.requests.map((request) => request.path)).toEqual([
      `/marketing/v3/forms/${IT_ID}`,
      `/marketing/v3/forms/${EN_ID}`,
    ]);
  });

  it.each([
    ['CAPTCHA', () => v3FormWithCaptcha(), /CAPTCHA: on[\s\S]*STOPS LEADS: CAPTCHA is on/],
    [
      'a required field the site cannot show',
      requiredAttachment,
      /attachment \(file, required\)[\s\S]*STOPS LEADS: required field "attachment" has a type the contact form cannot show \(file\)/,
    ],
    [
      'legitimate interest with the lawful basis "other"',
      () => v3FormWithConsent('legitimate_interest_other'),
      /consent mode: unsendable \(legitimate interest with the lawful basis[\s\S]*STOPS LEADS: consent the site cannot send lawfully \(legitimate interest/,
    ],
  ])('%s on one form: exit 1 with the reason', async (_name, form, expected) => {
    const server = await portalWith({ [IT_ID]: v3DependentFields(), [EN_ID]: form() });
    const { code, out } = await check(server);
    expect(code).toBe(1);
    expect(out).toMatch(expected);
    expect(out).toContain('NOT READY: 1 problem(s) would stop leads');
  });

  it('an unknown form (404): exit 1 naming the form, the token still reads forms', async () => {
    const server = await portalWith({ [IT_ID]: v3DependentFields() });
    const { code, out } = await check(server);
    expect(code).toBe(1);
    expect(out).toContain(
      `form en ${EN_ID}\n  STOPS LEADS: HubSpot has no form with this id in this portal (404)`,
    );
    expect(out).toContain('token: can read forms');
  });

  it('a refused token (401): exit 1 naming the scope, and no claim that it reads forms', async () => {
    const server = await portalWith({ [IT_ID]: v3DependentFields(), [EN_ID]: v3DependentFields() });
    const { code, out } = await check(server, { HUBSPOT_ACCESS_TOKEN: 'pat-revoked' });
    expect(code).toBe(1);
    expect(out).toContain('STOPS LEADS: the access token is refused (401): it needs the scope `forms`');
    expect(out).not.toContain('token: can read forms');
    // Refused once is refused for every form: one call, one line.
    expect(out.match(/STOPS LEADS:/g)).toHaveLength(1);
  });

  it('a token without the forms scope (403): exit 1 naming the scope', async () => {
    const server = await portalWith({ [IT_ID]: v3DependentFields(), [EN_ID]: v3DependentFields() });
    server.setMode({ kind: 'error', status: 403 });
    const { code, out } = await check(server);
    expect(code).toBe(1);
    expect(out).toContain('the access token is refused (403): it needs the scope `forms`');
  });

  it('v2: reads the legacy path, also an answer without objectTypeId', async () => {
    const v2 = embeddedDefinitions(PORTAL);
    const server = await portalWith({
      [IT_ID]: v2.get(IT_ID) ?? {},
      [EN_ID]: withoutObjectTypeIds(v2.get(EN_ID) ?? {}),
    });
    const { code, out } = await check(server, { HUBSPOT_FORMS_API: 'v2' });
    expect(code).toBe(0);
    expect(out).toContain('consent mode: explicit_consent_to_process');
    expect(out).toContain('language: it\n');
    expect(out).toContain('submit text: Submit');
    expect(server.requests.map((request) => request.path)).toEqual([
      `/forms/v2/forms/${IT_ID}`,
      `/forms/v2/forms/${EN_ID}`,
    ]);
  });

  it('a date-based forms API: reads /marketing/forms/{version}/ and maps its v3 answer', async () => {
    const server = await portalWith({ [IT_ID]: v3DependentFields(), [EN_ID]: v3EveryFieldType() });
    const { code, out } = await check(server, { HUBSPOT_FORMS_API: '2026-09-beta' });
    expect(code).toBe(0);
    expect(out).toContain('forms API 2026-09-beta');
    expect(out).toContain('consent mode: implicit_consent_to_process');
    expect(server.requests.map((request) => request.path)).toEqual([
      `/marketing/forms/2026-09-beta/${IT_ID}`,
      `/marketing/forms/2026-09-beta/${EN_ID}`,
    ]);
  });

  it('without credentials: says so and checks the embedded definitions', async () => {
    const { code, out } = await check(undefined);
    expect(code).toBe(0);
    expect(out).toContain('checking the embedded definitions only');
    expect(out).toContain(`form it ${IT_ID} "Richiesta di contatto (IT)"`);
    expect(out).toContain(`form en ${EN_ID} "Contact request (EN)"`);
    expect(out).not.toContain('token: can read forms');
  });

  it('a name typed in HubSpot cannot drive the terminal', async () => {
    const server = await portalWith({
      [IT_ID]: { ...v3DependentFields(), name: 'Form\u001b]0;owned\u0007' },
      [EN_ID]: v3DependentFields(),
    });
    const { out } = await check(server);
    expect(out).toContain('"Form\\u001b]0;owned\\u0007"');
    expect(out).not.toContain('\u001b');
  });

  it('names the region and its own hosts when nothing overrides them', () => {
    expect(
      regionLine({
        HUBSPOT_REGION: 'na2',
        HUBSPOT_API_URL: 'https://api-na2.hubapi.com',
        HUBSPOT_SUBMIT_URL: 'https://api-na2.hsforms.com',
      }),
    ).toBe(
      'Region na2: forms read from https://api-na2.hubapi.com, leads sent to https://api-na2.hsforms.com',
    );
  });

  it('an unknown command is a usage error', async () => {
    const err: string[] = [];
    const code = await runHubspotCli(['chekc'], { out: () => undefined, err: (t) => err.push(t), env: {} });
    expect(code).toBe(2);
    expect(err.join('\n')).toContain('usage: npm run hubspot -- <command>');
  });
});

it("lists a dependent's own dependents after it", async () => {
  const server = await portalWith({ [IT_ID]: v3SecondPass(), [EN_ID]: v3EveryFieldType() });
  const { out } = await check(server, { HUBSPOT_FORMS_API: 'v3' });
  expect(out).toContain('role_other* (after role), sustainability_scope* (after role_other)');
});

it('names the legitimate-interest subscription types HubSpot will not record', async () => {
  // `subscriptionTypeIds` is a list in HubSpot's LegalConsentOptionsLegitimateInterest schema.
  const form = v3FormWithConsent('legitimate_interest');
  const consent = form['legalConsentOptions'] as JsonObject;
  const server = await portalWith({
    [IT_ID]: { ...form, legalConsentOptions: { ...consent, subscriptionTypeIds: [11832451, 11832452] } },
    [EN_ID]: v3EveryFieldType(),
  });
  const { out } = await check(server, { HUBSPOT_FORMS_API: 'v3' });
  expect(out).toContain(
    'consent mode: legitimate_interest, the basis recorded for subscription type 11832451 only, not for 11832452',
  );
});

/** undici's failure as fetch throws it: the resolver's or the socket's error is the cause. */
const fetchFailed = (code: string, message: string): Error =>
  new TypeError('fetch failed', { cause: Object.assign(new Error(message), { code }) });

describe('npm run hubspot -- check: the hosted-form links and the submission host (decision 106)', () => {
  it('says both answer on a good portal', async () => {
    const server = await portalWith({ [IT_ID]: v3DependentFields(), [EN_ID]: v3EveryFieldType() });
    const { code, out } = await check(server, { HUBSPOT_FORMS_API: 'v3' });
    expect(code).toBe(0);
    expect(out).toMatch(/hosted form https:\/\/share-eu1\.hsforms\.com\/1\S+: answers/);
    expect(out).toContain('submission host https://api-eu1.hsforms.com: reachable');
  });

  it('reports a share link HubSpot does not know (404), exit 1', async () => {
    const server = await portalWith({ [IT_ID]: v3DependentFields(), [EN_ID]: v3EveryFieldType() });
    const { code, out } = await check(server, { HUBSPOT_FORMS_API: 'v3' }, (url) =>
      url.includes('.hsforms.com/1') ? new Response('', { status: 404 }) : new Response('ok'),
    );
    expect(code).toBe(1);
    expect(out).toMatch(
      /BROKEN LINK: hosted form https:\/\/share-eu1\.hsforms\.com\/1\S+: it is not there \(404\)/,
    );
    expect(out).toContain('NOT READY: 2 problem(s)');
  });

  it.each([
    ['ENOTFOUND', 'getaddrinfo ENOTFOUND api-eu1.hsforms.com', 'its name does not resolve (DNS: ENOTFOUND'],
    [
      'CERT_HAS_EXPIRED',
      'certificate has expired',
      'its TLS certificate or handshake failed (CERT_HAS_EXPIRED',
    ],
  ])('reports a submission host that fails with %s, exit 1', async (failure, message, said) => {
    const server = await portalWith({ [IT_ID]: v3DependentFields(), [EN_ID]: v3EveryFieldType() });
    const { code, out } = await check(server, { HUBSPOT_FORMS_API: 'v3' }, (url) =>
      url.startsWith('https://api-eu1.hsforms.com') ? fetchFailed(failure, message) : new Response('ok'),
    );
    expect(code).toBe(1);
    expect(out).toContain(`STOPS LEADS: submission host https://api-eu1.hsforms.com: ${said}`);
  });

  it('requests nothing without credentials: leads then stay local', async () => {
    const requested: string[] = [];
    const { out } = await check(undefined, {}, (url) => {
      requested.push(url);
      return new Response('ok');
    });
    expect(requested).toEqual([]);
    expect(out).not.toContain('submission host');
  });
});
