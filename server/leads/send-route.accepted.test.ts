import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  createTestApp,
  EN_FORM_ID,
  IT_FORM_ID,
  send,
  validSubmission,
  xsrfPair,
} from '../../tests/support/test-app.ts';
import { consentOf } from '../../tests/support/consent-block.ts';
import { closeAppAfterEach, storedLeadsIn } from '../../tests/support/leads/send-route.ts';

describe('POST /open/hubspot/send', () => {
  let app: FastifyInstance;
  let dataDir: string;
  closeAppAfterEach(() => app);

  const storedLeads = () => storedLeadsIn(dataDir);

  describe('accepts a valid contact request', () => {
    it('commits it to the outbox with its consent record, then answers 200 { ok, id }', async () => {
      ({ app, dataDir } = await createTestApp());
      const pair = await xsrfPair(app);
      const response = await send(app, pair, validSubmission(), {}, '203.0.113.7');
      expect(response.statusCode).toBe(200);
      const { ok, id } = response.json<{ ok: boolean; id: string }>();
      expect(ok).toBe(true);

      const [lead, ...others] = await storedLeads();
      expect(others).toEqual([]);
      expect(lead).toMatchObject({ id, formId: IT_FORM_ID, state: 'local', clientIp: '203.0.113.7' });
      expect(lead?.form?.fields).toContainEqual({
        objectTypeId: '0-1',
        name: 'email',
        value: 'mario.rossi@example.com',
      });
      expect(lead?.consent).toMatchObject({
        language: 'it',
        pageUri: 'https://www.example.com/it/sostenibilita',
        policyVersion: expect.stringMatching(/\S/) as unknown,
        consentMode: 'explicit_consent_to_process',
        consentToProcess: true,
        checkboxes: [{ subscriptionTypeId: '11832452', required: false, ticked: false }],
      });
      expect(lead?.consent.shownTexts.processingConsentText).toContain('Storyverse');
      expect(lead?.consent.subjectHash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('accepts the spec body { formId, form } with nothing else when the time check is off', async () => {
      ({ app, dataDir } = await createTestApp({ env: { SPAM_MIN_FILL_MS: '0' } }));
      const pair = await xsrfPair(app);
      const { formId, form } = validSubmission();
      const response = await send(app, pair, { formId, form });
      expect(response.statusCode).toBe(200);
      expect(await storedLeads()).toHaveLength(1);
    });

    it('stores what our form decides, not what the client claims: consent texts, hidden fields, trimmed values', async () => {
      ({ app, dataDir } = await createTestApp());
      const pair = await xsrfPair(app);
      const genuine = validSubmission();
      const { form } = genuine;
      const forged = {
        ...genuine,
        form: {
          ...form,
          fields: form.fields.map((item) =>
            item.name === 'lead_source'
              ? { ...item, value: 'evil' }
              : item.name === 'email'
                ? { ...item, value: '  mario.rossi@example.com  ' }
                : item,
          ),
          legalConsentOptions: {
            consent: {
              ...consentOf(form),
              text: 'forged consent',
              communications: consentOf(form).communications.map((item) => ({
                ...item,
                text: 'forged text',
              })),
            },
          },
        },
      };
      expect((await send(app, pair, forged)).statusCode).toBe(200);
      const [lead] = await storedLeads();
      expect(lead?.form).toEqual(form);
    });

    it.each(['javascript:alert(1)', 'data:text/html,hi', '/it/sostenibilita'])(
      'refuses a page address that is not http(s): %s',
      async (pageUri) => {
        ({ app, dataDir } = await createTestApp());
        const pair = await xsrfPair(app);
        const body = validSubmission();
        const response = await send(app, pair, {
          ...body,
          form: { ...body.form, context: { ...body.form.context, pageUri } },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ error: 'INVALID_SUBMISSION' });
      },
    );

    it('accepts the English form and records its language', async () => {
      ({ app, dataDir } = await createTestApp());
      const pair = await xsrfPair(app);
      const response = await send(app, pair, validSubmission('jane@example.co.uk', EN_FORM_ID));
      expect(response.statusCode).toBe(200);
      expect((await storedLeads())[0]?.consent.language).toBe('en');
    });
  });
});

// Here with the accepted requests: a retry under the same key gets the first one's answer, not a
// lead of its own.
describe('Idempotency-Key', () => {
  let app: FastifyInstance;
  closeAppAfterEach(() => app);
  const KEY = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

  it('a retry with the same key and body gets the same answer and makes no second lead', async () => {
    ({ app } = await createTestApp());
    const pair = await xsrfPair(app);
    const body = validSubmission();
    const first = await send(app, pair, body, { 'idempotency-key': KEY });
    // Same content, other key order and spacing: still the same body.
    const reordered = JSON.stringify({ form: body.form, formId: body.formId }, null, 2);
    const retry = await send(app, pair, reordered, { 'idempotency-key': KEY.toUpperCase() });
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const status = (await app.inject({ method: 'GET', url: '/readyz' })).json<{
      outbox: { local: number };
    }>();
    expect(status.outbox.local).toBe(1);
  });

  it('concurrent retries with one key still make one lead', async () => {
    ({ app } = await createTestApp());
    const pair = await xsrfPair(app);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => send(app, pair, validSubmission(), { 'idempotency-key': KEY })),
    );
    expect(new Set(answers.map((answer) => answer.json<{ id: string }>().id)).size).toBe(1);
    const status = (await app.inject({ method: 'GET', url: '/readyz' })).json<{
      outbox: { local: number };
    }>();
    expect(status.outbox.local).toBe(1);
  });

  it('422 IDEMPOTENCY_KEY_REUSED for the same key with another body', async () => {
    ({ app } = await createTestApp());
    const pair = await xsrfPair(app);
    await send(app, pair, validSubmission('a@example.com'), { 'idempotency-key': KEY });
    const reused = await send(app, pair, validSubmission('b@example.com'), { 'idempotency-key': KEY });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ error: 'IDEMPOTENCY_KEY_REUSED' });
  });
});
