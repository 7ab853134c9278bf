import { describe, expect, it } from 'vitest';
import { v3DependentFields, v3EveryFieldType } from '../../tests/fixtures/hubspot/v3-forms.ts';
import {
  EN_ID,
  IT_ID,
  check,
  closeFakeHubspotAfterEach,
  portalWith,
} from '../../tests/support/cli/hubspot-check.ts';

closeFakeHubspotAfterEach();

/** undici's failure as fetch throws it: the resolver's or the socket's error is the cause. */
const fetchFailed = (code: string, message: string): Error =>
  new TypeError('fetch failed', { cause: Object.assign(new Error(message), { code }) });

describe('npm run hubspot -- check: the hosted-form links and the submission host (decision 106)', () => {
  it('says both answer on a good portal', async () => {
    const server = await portalWith({ [IT_ID]: v3DependentFields(), [EN_ID]: v3EveryFieldType() });
    const { code, out } = await check(server, { HUBSPOT_FORMS_API: 'v3' });
    expect(code).toBe(0);
    expect(out).toMatch(/hosted form https:\/\/share-eu1\.hsforms\.com\/1\S+: answers/);
    expect(out).toContain('submission host https://api-eu1.hsforms.com: reachable');
  });

  it('reports a share link HubSpot does not know (404), exit 1', async () => {
    const server = await portalWith({ [IT_ID]: v3DependentFields(), [EN_ID]: v3EveryFieldType() });
    const { code, out } = await check(server, { HUBSPOT_FORMS_API: 'v3' }, (url) =>
      url.includes('.hsforms.com/1') ? new Response('', { status: 404 }) : new Response('ok'),
    );
    expect(code).toBe(1);
    expect(out).toMatch(
      /BROKEN LINK: hosted form https:\/\/share-eu1\.hsforms\.com\/1\S+: it is not there \(404\)/,
    );
    expect(out).toContain('NOT READY: 2 problem(s)');
  });

  it.each([
    ['ENOTFOUND', 'getaddrinfo ENOTFOUND api-eu1.hsforms.com', 'its name does not resolve (DNS: ENOTFOUND'],
    [
      'CERT_HAS_EXPIRED',
      'certificate has expired',
      'its TLS certificate or handshake failed (CERT_HAS_EXPIRED',
    ],
  ])('reports a submission host that fails with %s, exit 1', async (failure, message, said) => {
    const server = await portalWith({ [IT_ID]: v3DependentFields(), [EN_ID]: v3EveryFieldType() });
    const { code, out } = await check(server, { HUBSPOT_FORMS_API: 'v3' }, (url) =>
      url.startsWith('https://api-eu1.hsforms.com') ? fetchFailed(failure, message) : new Response('ok'),
    );
    expect(code).toBe(1);
    expect(out).toContain(`STOPS LEADS: submission host https://api-eu1.hsforms.com: ${said}`);
  });

  it('requests nothing without credentials: leads then stay local', async () => {
    const requested: string[] = [];
    const { out } = await check(undefined, {}, (url) => {
      requested.push(url);
      return new Response('ok');
    });
    expect(requested).toEqual([]);
    expect(out).not.toContain('submission host');
  });
});
