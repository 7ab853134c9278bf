import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, IT_FORM_ID, send, validSubmission, xsrfPair } from '../../tests/support/test-app.ts';
import { consentOf } from '../../tests/support/consent-block.ts';
import { closeAppAfterEach } from '../../tests/support/leads/send-route.ts';

/**
 * Refusals of the submission's content; the ones before it is read are in
 * send-route.refused-requests.test.ts, under the same describe so each test keeps its full name.
 */
describe('POST /open/hubspot/send refusals, in order', () => {
  let app: FastifyInstance;
  closeAppAfterEach(() => app);

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
