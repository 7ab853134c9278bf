import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeHubspot } from '../../tests/fake-hubspot/fake-hubspot.ts';
import {
  FAKE_PORTAL_ID,
  FAKE_TOKEN,
  IT_FORM_ID,
  startTestHubspot,
  validSubmission,
} from '../../tests/support/test-app.ts';
import { fetchRemoteForm, UpstreamError } from './remote-forms.ts';
import { submitToHubspot } from './submit.ts';

/**
 * Decision 146: a redirect from "HubSpot" (a moved host, a captive proxy, a hijacked name) is an
 * error and is never followed: following it would send the access token and the lead elsewhere.
 */
describe('HubSpot answers with a redirect', () => {
  let fake: FakeHubspot;
  let elsewhere: Server;
  let elsewhereUrl = '';
  const reached: string[] = [];
  beforeAll(async () => {
    fake = await startTestHubspot();
    elsewhere = createServer((request, response) => {
      reached.push(`${request.method ?? ''} ${request.url ?? ''} ${request.headers.authorization ?? ''}`);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    elsewhereUrl = `http://127.0.0.1:${String((elsewhere.address() as AddressInfo).port)}/collect`;
  });
  afterAll(async () => {
    await fake.close();
    await new Promise((resolve) => elsewhere.close(resolve));
  });

  it.each([301, 302, 307, 308])(
    '%i on submit: a failed delivery naming the redirect, not followed',
    async (status) => {
      fake.setMode({ kind: 'redirect', status, location: elsewhereUrl });
      const outcome = await submitToHubspot(
        { submitUrl: fake.url, portalId: FAKE_PORTAL_ID, accessToken: FAKE_TOKEN, timeoutMs: 2000 },
        {
          formId: IT_FORM_ID,
          form: { ...validSubmission().form, submittedAt: Date.now() - 1000 },
          clientIp: null,
        },
      );
      expect(outcome).toMatchObject({ kind: 'failed', status });
      expect('error' in outcome ? outcome.error.message : '').toContain(
        `redirect to ${elsewhereUrl}, not followed`,
      );
      expect(reached).toEqual([]);
    },
  );

  it('on a form definition: an upstream error naming the redirect, not followed', async () => {
    fake.setMode({ kind: 'redirect', location: elsewhereUrl });
    const fetching = fetchRemoteForm(
      {
        apiUrl: fake.url,
        accessToken: FAKE_TOKEN,
        portalId: FAKE_PORTAL_ID,
        timeoutMs: 2000,
        formsApi: 'v2',
      },
      IT_FORM_ID,
    );
    await expect(fetching).rejects.toThrow(UpstreamError);
    await expect(fetching).rejects.toThrow(/redirect to .*, not followed/);
    expect(reached).toEqual([]);
  });
});
