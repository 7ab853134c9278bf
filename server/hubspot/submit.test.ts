import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeHubspot } from '../../tests/fake-hubspot/fake-hubspot.ts';
import {
  FAKE_PORTAL_ID,
  FAKE_TOKEN,
  IT_FORM_ID,
  validSubmission,
  startTestHubspot,
} from '../../tests/support/test-app.ts';
import { submitToHubspot, submitUrl } from './submit.ts';

describe('submitToHubspot', () => {
  let fake: FakeHubspot;
  beforeAll(async () => {
    fake = await startTestHubspot();
  });
  afterAll(async () => {
    await fake.close();
  });

  const config = () => ({
    submitUrl: fake.url,
    portalId: FAKE_PORTAL_ID,
    accessToken: FAKE_TOKEN,
    timeoutMs: 2000,
  });
  // Sent a second ago: HubSpot takes its time as it is (late-leads.ts).
  const lead = {
    formId: IT_FORM_ID,
    form: { ...validSubmission().form, submittedAt: Date.now() - 1000 },
    clientIp: '198.51.100.4',
  };

  it('posts to the v3 secure endpoint with the bearer token and the client IP', async () => {
    expect(submitUrl(config(), IT_FORM_ID)).toBe(
      `${fake.url}/submissions/v3/integration/secure/submit/${FAKE_PORTAL_ID}/${IT_FORM_ID}`,
    );
    const outcome = await submitToHubspot(config(), lead);
    expect(outcome).toEqual({ kind: 'delivered', status: 200 });
    expect(fake.submissions.at(-1)?.body).toMatchObject({
      // A string of milliseconds, as HubSpot's reference for the endpoint documents `submittedAt`.
      submittedAt: String(lead.form.submittedAt),
      context: { ipAddress: '198.51.100.4', hutk: 'a1b2c3d4e5f60718293a4b5c6d7e8f90' },
      legalConsentOptions: lead.form.legalConsentOptions,
    });
  });

  it('a refused token is a configuration fault (the lead is fine), not a dead letter', async () => {
    const outcome = await submitToHubspot({ ...config(), accessToken: 'revoked' }, lead);
    expect(outcome).toMatchObject({ kind: 'config', status: 401, cause: 'unauthorized' });
  });

  it('an unknown form or portal is a configuration fault, not a dead letter', async () => {
    const outcome = await submitToHubspot(config(), {
      ...lead,
      formId: '00000000-0000-4000-8000-000000000000',
    });
    expect(outcome).toMatchObject({ kind: 'config', status: 404, cause: 'form-not-found' });
    const wrongPortal = await submitToHubspot({ ...config(), portalId: '1' }, lead);
    expect(wrongPortal).toMatchObject({ kind: 'config', status: 404, cause: 'form-not-found' });
  });

  it('a form that requires CAPTCHA is a configuration fault', async () => {
    fake.setMode({
      kind: 'reject',
      errors: [{ message: 'This form has reCAPTCHA enabled', errorType: 'FORM_HAS_RECAPTCHA_ENABLED' }],
    });
    const outcome = await submitToHubspot(config(), lead);
    fake.setMode({ kind: 'ok' });
    expect(outcome).toMatchObject({ kind: 'config', status: 400, cause: 'captcha-required' });
  });

  it('a network error is a failure to retry', async () => {
    const outcome = await submitToHubspot({ ...config(), submitUrl: 'http://127.0.0.1:9' }, lead);
    expect(outcome).toMatchObject({
      kind: 'failed',
      error: { message: expect.stringMatching(/^network error/) as unknown },
    });
  });

  it('reads Retry-After from a 429', async () => {
    fake.setMode({ kind: 'rate-limit', retryAfterSeconds: 7 });
    const outcome = await submitToHubspot(config(), lead);
    fake.setMode({ kind: 'ok' });
    expect(outcome).toMatchObject({ kind: 'failed', status: 429, retryAfterMs: 7000 });
  });

  it("makes a lead's own value a dead letter naming the field and the type", async () => {
    fake.setMode({
      kind: 'reject',
      errors: [{ message: "Error in 'fields.email'. Email address is blocked", errorType: 'BLOCKED_EMAIL' }],
    });
    const outcome = await submitToHubspot(config(), lead);
    fake.setMode({ kind: 'ok' });
    expect(outcome).toMatchObject({
      kind: 'rejected',
      status: 400,
      error: { message: 'The request is not valid (fields.email: BLOCKED_EMAIL)' },
    });
  });

  it("makes the form's configuration a fault naming the form and the types, even beside a lead's value", async () => {
    fake.setMode({
      kind: 'reject',
      errors: [
        { message: "Error in 'fields.email'. Invalid email address", errorType: 'INVALID_EMAIL' },
        { message: 'Missing legitimate interest text', errorType: 'MISSING_LEGITIMATE_INTEREST_TEXT' },
      ],
    });
    const outcome = await submitToHubspot(config(), lead);
    fake.setMode({ kind: 'ok' });
    expect(outcome).toMatchObject({
      kind: 'config',
      cause: 'form-configuration',
      detail: { formId: IT_FORM_ID, errorTypes: ['MISSING_LEGITIMATE_INTEREST_TEXT'] },
    });
  });

  it("makes an unknown type a dead letter with HubSpot's text, and says so to the metrics", async () => {
    const unknown: string[] = [];
    fake.setMode({ kind: 'reject', errors: [{ message: 'Brand new rule', errorType: 'BRAND_NEW' }] });
    const outcome = await submitToHubspot(
      { ...config(), onUnknownErrorType: (type) => unknown.push(type) },
      lead,
    );
    fake.setMode({ kind: 'ok' });
    expect(outcome).toMatchObject({ kind: 'rejected', error: { errors: [{ message: 'Brand new rule' }] } });
    expect(unknown).toEqual(['BRAND_NEW']);
  });

  it('hands a lead refused for its tracking cookie back as a resend without the cookie', async () => {
    const badCookie = { ...lead, form: { ...lead.form, context: { ...lead.form.context, hutk: '37184' } } };
    const outcome = await submitToHubspot(config(), badCookie);
    expect(outcome).toMatchObject({ kind: 'resend', status: 400, errorTypes: ['INVALID_HUTK'] });
    if (outcome.kind !== 'resend') throw new Error('a resend');
    expect(outcome.form.context).not.toHaveProperty('hutk');
    expect(outcome.form.context).toMatchObject({ pageUri: lead.form.context.pageUri });
    expect(outcome.clientIp).toBe(lead.clientIp);
    // The resend is delivered (the worker sends it under a budget slot: worker-form-faults.test.ts).
    const again = await submitToHubspot(config(), { ...badCookie, form: outcome.form });
    expect(again).toEqual({ kind: 'delivered', status: 200 });
  });

  it('hands a lead refused for its client address back as a resend without ipAddress', async () => {
    const mapped = { ...lead, clientIp: '::ffff:203.0.113.9' };
    const outcome = await submitToHubspot(config(), mapped);
    expect(outcome).toMatchObject({ kind: 'resend', clientIp: null, errorTypes: ['INVALID_IP_ADDRESS'] });
    if (outcome.kind !== 'resend') throw new Error('a resend');
    expect(outcome.form).toEqual(mapped.form);
    const again = await submitToHubspot(config(), { ...mapped, clientIp: outcome.clientIp });
    expect(again).toEqual({ kind: 'delivered', status: 200 });
    expect(fake.submissions.at(-1)?.body['context']).not.toHaveProperty('ipAddress');
  });

  it('does not hand back a resend when the refused context is already gone', async () => {
    fake.setMode({ kind: 'reject', errors: [{ message: 'Bad IP', errorType: 'INVALID_IP_ADDRESS' }] });
    const outcome = await submitToHubspot(config(), { ...lead, clientIp: null });
    fake.setMode({ kind: 'ok' });
    expect(outcome).toMatchObject({ kind: 'rejected', status: 400 });
  });

  it('delivers a lead older than HubSpot’s month, to a fake that enforces it, keeping the lead as it was', async () => {
    const late = { ...lead, form: { ...lead.form, submittedAt: Date.now() - 45 * 24 * 3600 * 1000 } };
    const original = structuredClone(late);
    const outcome = await submitToHubspot(config(), late);
    expect(outcome).toEqual({ kind: 'delivered', status: 200 });
    const sent = Number(fake.submissions.at(-1)?.body['submittedAt']);
    expect(sent).toBeGreaterThan(late.form.submittedAt);
    expect(Date.now() - sent).toBeGreaterThan(26 * 24 * 3600 * 1000);
    expect(late).toEqual(original);
  });
});
