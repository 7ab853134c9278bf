import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_PORTAL_ID,
  FAKE_TOKEN,
  IT_FORM_ID,
  validSubmission,
  startTestHubspot,
} from '../support/test-app.ts';
import { startFakeHubspot, type FakeHubspot } from './fake-hubspot.ts';

describe('the fake HubSpot', () => {
  let fake: FakeHubspot;
  beforeAll(async () => {
    fake = await startTestHubspot();
  });
  afterAll(async () => {
    await fake.close();
  });

  const auth = { authorization: `Bearer ${FAKE_TOKEN}` };
  /** A valid submission sent now (the fake refuses one more than a month old). */
  const fresh = (email?: string) => ({ ...validSubmission(email).form, submittedAt: Date.now() });
  const submitUrl = () =>
    `${fake.url}/submissions/v3/integration/secure/submit/${FAKE_PORTAL_ID}/${IT_FORM_ID}`;
  const submit = (body: unknown, headers: Record<string, string> = auth) =>
    fetch(submitUrl(), {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('serves forms v2 definitions (with the portal id, as HubSpot does) to the bearer token only', async () => {
    const ok = await fetch(`${fake.url}/forms/v2/forms/${IT_FORM_ID}`, { headers: auth });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ guid: IT_FORM_ID, portalId: Number(FAKE_PORTAL_ID) });
    const refused = await fetch(`${fake.url}/forms/v2/forms/${IT_FORM_ID}`);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({
      status: 'error',
      category: 'INVALID_AUTHENTICATION',
      correlationId: expect.any(String) as unknown,
    });
  });

  it('accepts a valid secure submission with an inlineMessage and records it', async () => {
    const before = fake.submissions.length;
    const response = await submit(fresh());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ inlineMessage: '<p>Grazie, ti ricontatteremo presto.</p>' });
    expect(fake.submissions).toHaveLength(before + 1);
  });

  it('tells a waiter when the submission it waits for arrives, and when it never does', async () => {
    const email = 'waiter@example.org';
    const has = (received: readonly { body: unknown }[]) =>
      received.some((submission) => JSON.stringify(submission.body).includes(email));
    const arrival = fake.whenSubmissions(has, 10_000);
    expect((await submit(fresh(email))).status).toBe(200);
    expect(await arrival).toBe(true);
    // Already there: at once.
    expect(await fake.whenSubmissions(has, 0)).toBe(true);
    expect(await fake.whenSubmissions((received) => received.length < 0, 0)).toBe(false);
  });

  it("answers validation errors in HubSpot's shape", async () => {
    const form = fresh('not-an-address');
    const response = await submit({ ...form, fields: [...form.fields, { name: 'shoe_size', value: '42' }] });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { errorType: string }[] };
    expect(body).toMatchObject({ status: 'error', message: 'The request is not valid' });
    expect(body.errors.map((error) => error.errorType).sort()).toEqual([
      'FIELD_NOT_IN_FORM_DEFINITION',
      'INVALID_EMAIL',
    ]);
  });

  it('switches over HTTP to an outage, 429 with Retry-After, hanging calls and back', async () => {
    const mode = (body: unknown) =>
      fetch(`${fake.url}/__fake/mode`, { method: 'POST', body: JSON.stringify(body) });
    await mode({ kind: 'error' });
    expect((await submit(fresh())).status).toBe(500);
    await mode({ kind: 'rate-limit', retryAfterSeconds: 9 });
    const limited = await submit(fresh());
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('9');
    await mode({ kind: 'hang' });
    await expect(
      fetch(submitUrl(), { method: 'POST', headers: auth, body: '{}', signal: AbortSignal.timeout(200) }),
    ).rejects.toThrow();
    await mode({ kind: 'ok' });
    expect((await submit(fresh())).status).toBe(200);
    const stats = (await (await fetch(`${fake.url}/__fake/stats`)).json()) as {
      calls: Record<string, number>;
    };
    expect(stats.calls).toMatchObject({ 'submit 500': 1, 'submit 429': 1, 'submit hang': 1 });
  });

  it("refuses a tracking cookie that is not HubSpot's, as HubSpot does", async () => {
    const form = fresh();
    const response = await submit({ ...form, context: { ...form.context, hutk: '37184' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: [
        { message: "Error in 'context.hutk'. '37184' is not a valid Hutk", errorType: 'INVALID_HUTK' },
      ],
    });
  });

  it('refuses a submittedAt more than one calendar month old, and takes one just inside it', async () => {
    const now = Date.UTC(2027, 2, 31, 12);
    const strict = await startFakeHubspot({
      accessToken: FAKE_TOKEN,
      portalId: FAKE_PORTAL_ID,
      now: () => now,
    });
    try {
      const url = `${strict.url}/submissions/v3/integration/secure/submit/${FAKE_PORTAL_ID}/${IT_FORM_ID}`;
      const at = (submittedAt: number) =>
        fetch(url, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ ...validSubmission().form, submittedAt }),
        });
      // 31 March less one month is 3 March in JavaScript's calendar (no 31 February).
      const late = await at(Date.UTC(2027, 2, 3, 11));
      expect(late.status).toBe(400);
      expect(await late.json()).toMatchObject({ errors: [{ errorType: 'INVALID_METADATA' }] });
      expect((await at(Date.UTC(2027, 2, 3, 13))).status).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
