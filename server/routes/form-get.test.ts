import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, EN_FORM_ID, IT_FORM_ID, cookieFrom } from '../../tests/support/test-app.ts';
import { parseFormDefinition } from '../../src/forms/definition.ts';
import { legalConsentOf } from '../../src/forms/legal-consent.ts';

describe('GET /open/hubspot/get (embedded default)', () => {
  let app: FastifyInstance;
  afterEach(async () => {
    await app.close();
  });

  it.each([
    ['missing', '/open/hubspot/get'],
    ['empty', '/open/hubspot/get?id='],
    ['not a GUID', '/open/hubspot/get?id=contact'],
    ['a GUID with junk', `/open/hubspot/get?id=${IT_FORM_ID}x`],
    ['given twice', `/open/hubspot/get?id=${IT_FORM_ID}&id=${EN_FORM_ID}`],
  ])('answers 400 INVALID_FORM_ID when the id is %s', async (_case, url) => {
    ({ app } = await createTestApp());
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'INVALID_FORM_ID',
      message: 'The form id is missing or is not a form GUID.',
    });
  });

  it('answers 404 FORM_NOT_FOUND for a GUID that is no form', async () => {
    ({ app } = await createTestApp());
    const response = await app.inject({
      method: 'GET',
      url: '/open/hubspot/get?id=00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'FORM_NOT_FOUND' });
  });

  it.each([
    ['it', IT_FORM_ID, 'E-mail aziendale'],
    ['en', EN_FORM_ID, 'Work e-mail'],
  ])(
    'serves the %s contact form from the repository, consent options included',
    async (lang, id, emailLabel) => {
      ({ app } = await createTestApp());
      const response = await app.inject({ method: 'GET', url: `/open/hubspot/get?id=${id}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const parsed = parseFormDefinition(response.json());
      if (!parsed.ok) throw new Error(parsed.error);
      const fields = parsed.definition.formFieldGroups.flatMap((group) => group.fields);
      expect(fields.find((field) => field.name === 'email')?.label).toBe(emailLabel);
      expect(fields.map((field) => field.fieldType)).toEqual(
        expect.arrayContaining(['phonenumber', 'select']),
      );
      expect(legalConsentOf(parsed.definition)?.communicationConsentCheckboxes.length).toBeGreaterThan(0);
      expect(parsed.definition.metaData).toContainEqual({ name: 'lang', value: lang });
      expect(response.body).not.toContain('portalId');
    },
  );

  it('hands out a signed, script-readable, SameSite=Strict XSRF-TOKEN cookie, once', async () => {
    ({ app } = await createTestApp());
    const first = await app.inject({ method: 'GET', url: `/open/hubspot/get?id=${IT_FORM_ID}` });
    const cookie = first.cookies.find((item) => item.name === 'XSRF-TOKEN');
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Strict' });
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[\w-]+\.[\w+/]+$/);

    const again = await app.inject({
      method: 'GET',
      url: `/open/hubspot/get?id=${IT_FORM_ID}`,
      cookies: { 'XSRF-TOKEN': cookie?.value ?? '' },
    });
    expect(cookieFrom(again, 'XSRF-TOKEN')).toBeUndefined();

    const forged = await app.inject({
      method: 'GET',
      url: `/open/hubspot/get?id=${IT_FORM_ID}`,
      cookies: { 'XSRF-TOKEN': 'made-up.value' },
    });
    expect(cookieFrom(forged, 'XSRF-TOKEN')).not.toBe('made-up.value');
    expect(cookieFrom(forged, 'XSRF-TOKEN')).toBeDefined();
  });

  it('marks the cookie Secure when served over HTTPS (public URL or a trusted proxy)', async () => {
    ({ app } = await createTestApp({ env: { PUBLIC_URL: 'https://www.example.com' } }));
    const viaPublicUrl = await app.inject({ method: 'GET', url: `/open/hubspot/get?id=${IT_FORM_ID}` });
    expect(viaPublicUrl.cookies.find((item) => item.name === '__Host-XSRF-TOKEN')?.secure).toBe(true);
    await app.close();

    ({ app } = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } }));
    const viaProxy = await app.inject({
      method: 'GET',
      url: `/open/hubspot/get?id=${IT_FORM_ID}`,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(viaProxy.cookies.find((item) => item.name === 'XSRF-TOKEN')?.secure).toBe(true);
  });

  it('is never cached by the browser (the answer may carry a cookie)', async () => {
    ({ app } = await createTestApp());
    const response = await app.inject({ method: 'GET', url: `/open/hubspot/get?id=${IT_FORM_ID}` });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
