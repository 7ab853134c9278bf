import { describe, expect, it } from 'vitest';
import { IT_FORM_ID } from '../support/test-app.ts';
import {
  deliveredCounts,
  leadServerEnv,
  sendLead,
  startServer,
  useFakeHubspotAndServer,
} from './server-process.ts';

/**
 * HubSpot is down for 60 s (errors, then calls that hang, then rate limiting)
 * while 1,000 contact requests arrive. Every request must be accepted at once,
 * and every lead must reach HubSpot after it recovers.
 */
const LEADS = 1000;
const OUTAGE_MS = 60_000;

describe('a 60 s HubSpot outage with 1,000 leads', () => {
  const context = useFakeHubspotAndServer();

  it('accepts every lead during the outage and delivers all of them after it', async () => {
    const { fake } = context;
    fake.setMode({ kind: 'ok' });
    const server = await startServer(
      leadServerEnv(fake.url, {
        HUBSPOT_TIMEOUT_MS: '2000',
        OUTBOX_LEASE_MS: '5000',
        HUBSPOT_RATE_LIMIT: '500/1s',
        DELIVERY_CONCURRENCY: '8',
        DELIVERY_RETRY_BASE_MS: '500',
        DELIVERY_RETRY_MAX_MS: '10000',
        CIRCUIT_FAILURE_THRESHOLD: '5',
        CIRCUIT_OPEN_MS: '4000',
      }),
    );
    context.server = server;
    // Visitors loaded the form before HubSpot went down (the server keeps a copy).
    expect((await fetch(`${server.url}/open/hubspot/get?id=${IT_FORM_ID}`)).status).toBe(200);
    fake.setMode({ kind: 'error', status: 500 });
    const started = Date.now();
    const phases = [
      setTimeout(() => {
        fake.setMode({ kind: 'hang' });
      }, 25_000),
      setTimeout(() => {
        fake.setMode({ kind: 'rate-limit', retryAfterSeconds: 5 });
      }, 45_000),
      setTimeout(() => {
        fake.setMode({ kind: 'ok' });
      }, OUTAGE_MS),
    ];

    const accepted = new Map<string, string>();
    const emails = Array.from({ length: LEADS }, (_, i) => `outage-${String(i)}@example.com`);
    let next = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < emails.length) {
          const email = emails[next++] ?? '';
          const id = await sendLead(server.url, email);
          if (id) accepted.set(email, id);
        }
      }),
    );
    const acceptedIn = Date.now() - started;
    expect(accepted.size).toBe(LEADS);
    expect(fake.submissions).toHaveLength(0);

    const deadline = started + OUTAGE_MS + 60_000;
    await fake.whenSubmissions((received) => deliveredCounts(received).size >= LEADS, deadline - Date.now());
    const recoveredIn = Date.now() - started - OUTAGE_MS;
    phases.forEach(clearTimeout);

    const counts = deliveredCounts(fake.submissions);
    const missing = emails.filter((email) => !counts.has(email));
    const duplicates = [...counts.values()].filter((n) => n > 1).length;
    console.info(
      `outage: ${String(LEADS)} accepted in ${String(acceptedIn)} ms; all delivered ${String(recoveredIn)} ms after recovery; ` +
        `missing ${String(missing.length)}, duplicated ${String(duplicates)}; HubSpot calls ${JSON.stringify(Object.fromEntries(fake.calls))}`,
    );
    expect(missing).toEqual([]);

    const ready = (await (await fetch(`${server.url}/readyz`)).json()) as Record<string, unknown>;
    expect(ready).toMatchObject({ outbox: { delivered: LEADS, pending: 0, dead: 0 }, circuit: 'closed' });

    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });
});
