/**
 * What `npm run hubspot -- check` prints for a portal it can read, and its exit code. What stops
 * leads: hubspot-check.stops-leads.test.ts; the hosted-form links: hubspot-check.hosted-links.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { embeddedDefinitions } from '../../tests/fake-hubspot/fake-hubspot.ts';
import {
  v3DependentFields,
  v3EveryFieldType,
  v3FormWithConsent,
  v3SecondPass,
  withoutObjectTypeIds,
  type JsonObject,
} from '../../tests/fixtures/hubspot/v3-forms.ts';
import {
  EN_ID,
  IT_ID,
  PORTAL,
  check,
  closeFakeHubspotAfterEach,
  portalWith,
} from '../../tests/support/cli/hubspot-check.ts';
import { regionLine, runHubspotCli } from './hubspot.ts';

closeFakeHubspotAfterEach();

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
