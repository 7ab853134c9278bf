/** What makes `npm run hubspot -- check` exit 1: a form, a token or a consent that would stop leads. */
import { describe, expect, it } from 'vitest';
import {
  v3DependentFields,
  v3EveryFieldType,
  v3FormWithCaptcha,
  v3FormWithConsent,
  type JsonObject,
} from '../../tests/fixtures/hubspot/v3-forms.ts';
import {
  EN_ID,
  IT_ID,
  check,
  closeFakeHubspotAfterEach,
  portalWith,
} from '../../tests/support/cli/hubspot-check.ts';

closeFakeHubspotAfterEach();

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
});
