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
  const lead = { formId: IT_FORM_ID, form: validSubmission().form, clientIp: '198.51.100.4' };

  it('posts to the v3 secure endpoint with the bearer token and the client IP', async () => {
    expect(submitUrl(config(), IT_FORM_ID)).toBe(
      `${fake.url}/submissions/v3/integration/secure/submit/${FAKE_PORTAL_ID}/${IT_FORM_ID}`,
    );
    const outcome = await submitToHubspot(config(), lead);
    expect(outcome).toEqual({ kind: 'delivered', status: 200 });
    expect(fake.submissions.at(-1)?.body).toMatchObject({
      submittedAt: lead.form.submittedAt,
      context: { ipAddress: '198.51.100.4', hutk: 'a1b2c3' },
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
});
