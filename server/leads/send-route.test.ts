import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openSqliteStore } from '../outbox/sqlite-store.ts';
import {
  cookieFrom,
  createTestApp,
  EN_FORM_ID,
  IT_FORM_ID,
  send,
  sendHeaders,
  validSubmission,
  xsrfPair,
} from '../../tests/support/test-app.ts';
import { consentOf } from '../../tests/support/consent-block.ts';

const SEND = '/open/hubspot/send';

describe('POST /open/hubspot/send', () => {
  let app: FastifyInstance;
  let dataDir: string;
  afterEach(async () => {
    await app.close();
  });

  const storedLeads = async () => {
    const store = openSqliteStore(dataDir);
    try {
      return await store.list({ limit: 1000 });
    } finally {
      store.close();
    }
  };

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

describe('POST /open/hubspot/send refusals, in order', () => {
  let app: FastifyInstance;
  afterEach(async () => {
    await app.close();
  });

  it('415 UNSUPPORTED_MEDIA_TYPE for a body that is not JSON, before anything else', async () => {
    ({ app } = await createTestApp());
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: SEND,
        headers: { 'content-type': type },
        payload: 'formId=1',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ error: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    const untyped = await app.inject({ method: 'POST', url: SEND, payload: Buffer.from('{}') });
    expect(untyped.statusCode).toBe(415);
  });

  it('accepts a message at the longest a field may be, in three-byte characters (over 30 KB)', async () => {
    ({ app } = await createTestApp());
    const pair = await xsrfPair(app);
    const body = validSubmission();
    const long = {
      ...body,
      form: {
        ...body.form,
        fields: body.form.fields.map((item) =>
          item.name === 'message' ? { ...item, value: '€'.repeat(10_000) } : item,
        ),
      },
    };
    const response = await send(app, pair, JSON.stringify(long));
    expect(response.statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json<{ outbox: { local: number } }>().outbox.local).toBe(1);
  });

  it('refuses a field one character longer, naming it', async () => {
    ({ app } = await createTestApp());
    const pair = await xsrfPair(app);
    const body = validSubmission();
    const fields = body.form.fields.map((item) =>
      item.name === 'message' ? { ...item, value: 'x'.repeat(10_001) } : item,
    );
    const response = await send(app, pair, JSON.stringify({ ...body, form: { ...body.form, fields } }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'VALIDATION_FAILED', fields: { message: 'too-long' } });
  });

  it('413 PAYLOAD_TOO_LARGE above 64 KiB', async () => {
    ({ app } = await createTestApp());
    const pair = await xsrfPair(app);
    const big = JSON.stringify({ ...validSubmission(), padding: 'x'.repeat(65 * 1024) });
    const response = await send(app, pair, big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' });
  });

  it.each([
    ['broken JSON', '{"formId": '],
    ['an empty body', ''],
    ['a prototype-poisoning key', '{"__proto__": {"admin": true}}'],
  ])('400 MALFORMED_JSON for %s', async (_case, payload) => {
    ({ app } = await createTestApp());
    const pair = await xsrfPair(app);
    const response = await send(app, pair, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'MALFORMED_JSON' });
  });

  it('403 XSRF_TOKEN_INVALID without the header, with a mismatch, or with an unsigned cookie', async () => {
    ({ app } = await createTestApp());
    const pair = await xsrfPair(app);
    const body = JSON.stringify(validSubmission());
    const attempts: Record<string, string>[] = [
      { 'content-type': 'application/json', cookie: pair.cookie },
      { 'content-type': 'application/json', 'x-xsrf-token': pair.token },
      sendHeaders(pair, { 'x-xsrf-token': `${pair.token}x` }),
      {
        'content-type': 'application/json',
        cookie: 'XSRF-TOKEN=forged.value',
        'x-xsrf-token': 'forged.value',
      },
    ];
    for (const headers of attempts) {
      const response = await app.inject({ method: 'POST', url: SEND, headers, payload: body });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'XSRF_TOKEN_INVALID' });
    }
  });

  it('hands a page whose token went stale (a restart with a new secret) a fresh one that works', async () => {
    ({ app } = await createTestApp());
    const stale = { cookie: 'XSRF-TOKEN=signed.with-an-old-secret', token: 'signed.with-an-old-secret' };
    const refused = await send(app, stale, validSubmission());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'XSRF_TOKEN_INVALID' });
    const fresh = cookieFrom(refused, 'XSRF-TOKEN');
    expect(fresh).toMatch(/\S{20,}/);
    const again = await send(
      app,
      { cookie: `XSRF-TOKEN=${encodeURIComponent(fresh ?? '')}`, token: fresh ?? '' },
      validSubmission(),
    );
    expect(again.statusCode).toBe(200);
  });

  it('403 CROSS_SITE_REQUEST when the browser says the request is cross-site', async () => {
    ({ app } = await createTestApp());
    const pair = await xsrfPair(app);
    const response = await send(app, pair, validSubmission(), { 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'CROSS_SITE_REQUEST' });
    const sameOrigin = await send(app, pair, validSubmission(), { 'sec-fetch-site': 'same-origin' });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('429 RATE_LIMITED with Retry-After past 5 a minute per client IP; other IPs go on', async () => {
    ({ app } = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '5', RATE_LIMIT_PER_HOUR: '20' } }));
    const pair = await xsrfPair(app);
    for (let i = 0; i < 5; i++) {
      expect(
        (await send(app, pair, validSubmission(`p${String(i)}@example.com`), {}, '198.51.100.1')).statusCode,
      ).toBe(200);
    }
    const limited = await send(app, pair, validSubmission(), {}, '198.51.100.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await send(app, pair, validSubmission(), {}, '198.51.100.2')).statusCode).toBe(200);
  });

  it('429 from the hourly window too (20 by default), with a Retry-After up to an hour', async () => {
    ({ app } = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: '3' } }));
    const pair = await xsrfPair(app);
    for (let i = 0; i < 3; i++) expect((await send(app, pair, validSubmission())).statusCode).toBe(200);
    const limited = await send(app, pair, validSubmission());
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('takes the client IP from X-Forwarded-For only when the proxy is trusted', async () => {
    ({ app } = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY: '10.0.0.0/8' } }));
    const pair = await xsrfPair(app);
    const viaProxy = (client: string, proxy: string) =>
      send(app, pair, validSubmission(), { 'x-forwarded-for': client }, proxy);
    expect((await viaProxy('192.0.2.1', '10.0.0.5')).statusCode).toBe(200);
    expect((await viaProxy('192.0.2.2', '10.0.0.5')).statusCode).toBe(200);
    expect((await viaProxy('192.0.2.1', '10.0.0.5')).statusCode).toBe(429);
    // An untrusted peer cannot pick a fresh IP by sending the header.
    expect((await viaProxy('192.0.2.3', '203.0.113.9')).statusCode).toBe(200);
    expect((await viaProxy('192.0.2.4', '203.0.113.9')).statusCode).toBe(429);
  });

  it('400 INVALID_IDEMPOTENCY_KEY when the key is not a UUID', async () => {
    ({ app } = await createTestApp());
    const pair = await xsrfPair(app);
    const response = await send(app, pair, validSubmission(), { 'idempotency-key': 'retry-1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'INVALID_IDEMPOTENCY_KEY' });
  });

  it.each([
    ['not an object', [1, 2]],
    ['no form', { formId: IT_FORM_ID }],
    ['a formId that is no GUID', { ...validSubmission(), formId: 'contact' }],
    [
      'a field value that is not a string',
      (() => {
        const body = validSubmission();
        return {
          ...body,
          form: { ...body.form, fields: [{ objectTypeId: '0-1', name: 'email', value: 42 }] },
        };
      })(),
    ],
    [
      'consentToProcess that is not a boolean',
      (() => {
        const body = validSubmission();
        return {
          ...body,
          form: {
            ...body.form,
            legalConsentOptions: { consent: { ...consentOf(body.form), consentToProcess: 'yes' } },
          },
        };
      })(),
    ],
  ])('400 INVALID_SUBMISSION for %s', async (_case, body) => {
    ({ app } = await createTestApp());
    const pair = await xsrfPair(app);
    const response = await send(app, pair, body);
    expect(response.statusCode).toBe(400);
    const answer = response.json<Record<string, unknown>>();
    expect(answer).toMatchObject({ error: 'INVALID_SUBMISSION' });
    expect(answer).not.toHaveProperty('fields');
    expect(answer['message']).toMatch(/^The body must be \{ formId, form \} as the form sends it\. \(.+\)$/);
  });

  it('names the unexpected key of a refused body', async () => {
    ({ app } = await createTestApp());
    const pair = await xsrfPair(app);
    const body = validSubmission();
    const response = await send(app, pair, { ...body, form: { ...body.form, trackingId: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('form: unrecognized_keys trackingId');
  });

  it('400 UNKNOWN_FORM for a form this site does not have', async () => {
    ({ app } = await createTestApp());
    const pair = await xsrfPair(app);
    const response = await send(app, pair, {
      ...validSubmission(),
      formId: '00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'UNKNOWN_FORM' });
  });

  it('400 VALIDATION_FAILED with a code per field, by the client schema', async () => {
    ({ app } = await createTestApp());
    const pair = await xsrfPair(app);
    const body = validSubmission('not-an-address');
    const fields = body.form.fields
      .filter((field) => field.name !== 'firstname')
      .map((field) => (field.name === 'phone' ? { ...field, value: 'call me' } : field));
    fields.push({ objectTypeId: '0-1', name: 'favourite_colour', value: 'blue' });
    fields.push({ objectTypeId: '0-1', name: 'lastname', value: 'Bianchi' });
    const response = await send(app, pair, {
      ...body,
      form: {
        ...body.form,
        fields,
        legalConsentOptions: { consent: { ...consentOf(body.form), consentToProcess: false } },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'VALIDATION_FAILED',
      message: 'Some fields are not valid.',
      fields: {
        firstname: 'required',
        email: 'email',
        phone: 'phone',
        favourite_colour: 'unknown',
        lastname: 'duplicate',
        'consents.processing': 'required',
      },
    });
  });
});

describe('spam', () => {
  let app: FastifyInstance;
  let dataDir: string;
  afterEach(async () => {
    await app.close();
  });

  const ready = async () =>
    (await app.inject({ method: 'GET', url: '/readyz' })).json<{
      spamHeld: Record<string, number>;
      outbox: Record<string, number>;
    }>();

  it.each([
    ['a filled honeypot', { hp: 'https://spam.example' }, '0', 'honeypot'],
    [
      'a submission faster than a person types',
      { hp: '', shownAt: 1_790_000_000_000 - 1200 },
      '3000',
      'too-fast',
    ],
    ['an untimed submission while the time check is on', { hp: '' }, '3000', 'untimed'],
  ])(
    '%s is answered like any lead and kept, held back from delivery, and counted',
    async (_case, extra, minFill, reason) => {
      ({ app, dataDir } = await createTestApp({ env: { SPAM_MIN_FILL_MS: minFill } }));
      const pair = await xsrfPair(app);
      const response = await send(app, pair, { ...validSubmission(), ...extra });
      expect(response.statusCode).toBe(200);
      const { id } = response.json<{ ok: boolean; id: string }>();
      const status = await ready();
      expect(status.outbox).toMatchObject({ local: 0, pending: 0, held: 1 });
      expect(status.spamHeld[reason]).toBe(1);
      const store = openSqliteStore(dataDir);
      try {
        const lead = await store.get(id);
        expect(lead?.state).toBe('held');
        expect(lead?.form).not.toBeNull();
        expect(lead?.lastError?.message).toContain(reason);
        // Released by hand, it goes on like any lead.
        expect(await store.retry(id, Date.now())).toBe(true);
        expect((await store.get(id))?.state).toBe('pending');
      } finally {
        store.close();
      }
    },
  );

  it('a person who took their time gets through', async () => {
    ({ app, dataDir } = await createTestApp({ env: { SPAM_MIN_FILL_MS: '3000' } }));
    const pair = await xsrfPair(app);
    const response = await send(app, pair, {
      ...validSubmission(),
      hp: '',
      shownAt: 1_790_000_000_000 - 45_000,
    });
    expect(response.statusCode).toBe(200);
    expect((await ready()).outbox).toMatchObject({ local: 1, held: 0 });
  });
});

describe('Idempotency-Key', () => {
  let app: FastifyInstance;
  afterEach(async () => {
    await app.close();
  });
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
