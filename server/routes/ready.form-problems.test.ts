import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { embeddedDefinitions, type FakeHubspot } from '../../tests/fake-hubspot/fake-hubspot.ts';
import { v3FormWithCaptcha } from '../../tests/fixtures/hubspot/v3-forms.ts';
import { captureLogs } from '../../tests/support/log-capture.ts';
import {
  createTestApp,
  FAKE_PORTAL_ID,
  hubspotEnv,
  IT_FORM_ID,
  startTestHubspot,
} from '../../tests/support/test-app.ts';

/**
 * A definition with CAPTCHA on is reported when it loads, before any lead waits on it
 * (decision 098): one error line naming the form, and /readyz details while it lasts.
 */
describe('a contact form whose definition stops leads', () => {
  let fake: FakeHubspot;
  let app: FastifyInstance;
  afterEach(async () => {
    await app.close();
    await fake.close();
  });

  it('is logged once and shown by /readyz, however often the form is fetched again', async () => {
    const forms = embeddedDefinitions(FAKE_PORTAL_ID);
    forms.set(IT_FORM_ID, { ...v3FormWithCaptcha(), id: IT_FORM_ID, name: 'Contatti (CAPTCHA)' });
    fake = await startTestHubspot(forms);
    const logs = captureLogs('warn');
    ({ app } = await createTestApp({
      env: hubspotEnv(fake.url, { FORM_CACHE_TTL_MS: '1', LOG_LEVEL: 'warn' }),
      logger: logs.logger,
    }));
    const before = await app.inject({ method: 'GET', url: '/readyz' });
    expect(before.json()).not.toHaveProperty('formProblems');

    // A fresh copy each time (TTL 1 ms): the definition is loaded again and again.
    await vi.waitFor(async () => {
      const form = await app.inject({ method: 'GET', url: `/open/hubspot/get?id=${IT_FORM_ID}` });
      expect(form.statusCode).toBe(200);
      expect(fake.calls.get('forms 200')).toBeGreaterThanOrEqual(3);
    });
    const errors = logs.lines().filter((line) => line['level'] === 50 || line['level'] === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ formId: IT_FORM_ID, form: 'Contatti (CAPTCHA)', problem: 'captcha' });

    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'ready',
      formProblems: [
        {
          formId: IT_FORM_ID,
          form: 'Contatti (CAPTCHA)',
          problems: [{ kind: 'captcha', message: expect.stringContaining('CAPTCHA is on') as unknown }],
        },
      ],
    });
  });
});
