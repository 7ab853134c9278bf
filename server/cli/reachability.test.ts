import { createServer as createHttpServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeHubspot } from '../../tests/fake-hubspot/fake-hubspot.ts';
import { reach, reachProblem } from './reachability.ts';

/**
 * Real requests, no network: a name under `.invalid` never resolves (RFC 6761), a local HTTPS
 * server shows a certificate no one trusts, a local HTTP server has no page, a closed port.
 */
describe('reach', () => {
  let missing: ReturnType<typeof createHttpServer>;
  let missingUrl: string;
  let tls: ReturnType<typeof createHttpsServer>;
  let tlsUrl: string;
  beforeAll(async () => {
    missing = createHttpServer((_request, response) => {
      response.statusCode = 404;
      response.end();
    });
    await new Promise<void>((resolve) => missing.listen(0, '127.0.0.1', resolve));
    missingUrl = `http://127.0.0.1:${String((missing.address() as AddressInfo).port)}/2wulFylPeRbaCD4qN7XtJ4g2mcb1`;
    const pems = await generate([{ name: 'commonName', value: 'localhost' }], { keyType: 'ec' });
    tls = createHttpsServer({ key: pems.private, cert: pems.cert }, (_request, response) => {
      response.end('ok');
    });
    await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
    tlsUrl = `https://127.0.0.1:${String((tls.address() as AddressInfo).port)}/`;
  });
  afterAll(async () => {
    await new Promise((resolve) => missing.close(resolve));
    await new Promise((resolve) => tls.close(resolve));
  });

  it('names a name that does not resolve as DNS', async () => {
    const result = await reach('https://share.hsforms.invalid/2wulFylPeRbaCD4qN7XtJ4g2mcb1', {
      timeoutMs: 5000,
    });
    expect(result.kind).toBe('dns');
    expect(reachProblem(result, true)).toMatch(/^its name does not resolve \(DNS: /);
  });

  it('names a certificate nobody vouches for as TLS', async () => {
    const result = await reach(tlsUrl, { timeoutMs: 5000 });
    expect(result.kind).toBe('tls');
    expect(reachProblem(result, false)).toMatch(/^its TLS certificate or handshake failed/);
  });

  it('names a missing page as 404 where the answer matters, and not where only reaching matters', async () => {
    const result = await reach(missingUrl, { timeoutMs: 5000 });
    expect(result).toEqual({ kind: 'status', status: 404 });
    expect(reachProblem(result, true)).toBe('it is not there (404)');
    expect(reachProblem(result, false)).toBeUndefined();
  });

  it('names a refused connection as unreachable', async () => {
    const closed = await startFakeHubspot({ accessToken: 't', portalId: '1' });
    const url = closed.url;
    await closed.close();
    const result = await reach(url, { timeoutMs: 5000 });
    expect(result.kind).toBe('network');
    expect(reachProblem(result, false)).toMatch(/^it cannot be reached/);
  });
});
