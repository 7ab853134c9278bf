import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTACT_FORM_IDS } from '../../src/forms/contact-form.ts';
import { v3FormWithCaptcha } from '../../tests/fixtures/hubspot/v3-forms.ts';
import { embeddedDefinition, FAKE_PORTAL_ID, FAKE_TOKEN } from '../../tests/support/test-app.ts';
import { parseV3FormDefinition } from '../hubspot/v3-to-client.ts';
import { runLeadsCli } from './leads.ts';

/**
 * `leads -- status` names what in the forms' definitions stops leads, from where the server keeps
 * them (decision 098), with no server running.
 */
async function status(dataDir: string, env: Record<string, string> = {}) {
  const out: string[] = [];
  const code = await runLeadsCli(['status', '--data-dir', dataDir], {
    out: (text) => out.push(text),
    err: (text) => out.push(text),
    env,
  });
  return { code, out: out.join('\n') };
}

const credentials = { HUBSPOT_ACCESS_TOKEN: FAKE_TOKEN, HUBSPOT_PORTAL_ID: FAKE_PORTAL_ID };

describe('leads CLI: status of the forms', () => {
  it('says the embedded forms hold nothing that stops leads', async () => {
    const { code, out } = await status(mkdtempSync(join(tmpdir(), 'cli-forms-')));
    expect(code).toBe(0);
    expect(out).toContain('forms: 2 checked, nothing in them stops leads');
  });

  it('names the form and its problem from the copy the server saved, and a form never loaded', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cli-forms-'));
    const captcha = parseV3FormDefinition({ ...v3FormWithCaptcha(), id: CONTACT_FORM_IDS.it });
    if (!captcha.ok) throw new Error(captcha.error);
    mkdirSync(join(dataDir, 'forms'));
    writeFileSync(join(dataDir, 'forms', `${CONTACT_FORM_IDS.it}.json`), JSON.stringify(captcha.definition));
    const { code, out } = await status(dataDir, credentials);
    expect(code).toBe(0);
    expect(out).toContain(
      `form "${captcha.definition.name ?? ''}" (${CONTACT_FORM_IDS.it}): CAPTCHA is on: HubSpot refuses submissions`,
    );
    expect(out).toContain(`form ${CONTACT_FORM_IDS.en}: no saved copy yet`);
  });

  it('is quiet about saved forms that are fine', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cli-forms-'));
    mkdirSync(join(dataDir, 'forms'));
    for (const id of Object.values(CONTACT_FORM_IDS)) {
      writeFileSync(join(dataDir, 'forms', `${id}.json`), JSON.stringify(embeddedDefinition(id)));
    }
    const { out } = await status(dataDir, credentials);
    expect(out).toContain('forms: 2 checked, nothing in them stops leads');
    expect(out).not.toContain('CAPTCHA');
  });
});
