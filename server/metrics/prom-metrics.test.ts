import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeHubspot } from '../../tests/fake-hubspot/fake-hubspot.ts';
import {
  createTestApp,
  hubspotEnv,
  IT_FORM_ID,
  send,
  startTestHubspot,
  validSubmission,
  xsrfPair,
} from '../../tests/support/test-app.ts';
import { createPromMetrics } from './prom-metrics.ts';

let app: FastifyInstance;
let fake: FakeHubspot | undefined;
afterEach(async () => {
  await app.close();
  await fake?.close();
  fake = undefined;
});

async function scrape(): Promise<{ type: string | undefined; body: string }> {
  const res = await app.inject({ url: '/metrics' });
  expect(res.statusCode).toBe(200);
  return { type: res.headers['content-type'], body: res.body };
}

describe('GET /metrics with prom-client', () => {
  it('serves the Prometheus text format with the submission outcomes and the outbox gauges', async () => {
    ({ app } = await createTestApp({ metrics: createPromMetrics }));
    const pair = await xsrfPair(app);
    await send(app, pair, validSubmission());
    await send(app, pair, validSubmission('not-an-email'));
    const { type, body } = await scrape();
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(body).toContain('leads_received_total{outcome="accepted",code=""} 1');
    expect(body).toContain('leads_received_total{outcome="refused",code="VALIDATION_FAILED"} 1');
    expect(body).toContain('leads_backlog 0');
    expect(body).toContain('leads_oldest_pending_age_seconds 0');
    expect(body).toContain('lead_delivery_circuit_state -1');
  });

  it('counts deliveries, their duration and HubSpot answers', async () => {
    fake = await startTestHubspot();
    ({ app } = await createTestApp({ metrics: createPromMetrics, env: hubspotEnv(fake.url) }));
    await app.ready();
    await send(app, await xsrfPair(app), validSubmission());
    let body = '';
    for (let waited = 0; !body.includes('lead_deliveries_total{outcome="delivered"} 1'); waited += 50) {
      if (waited > 3_000) throw new Error(`no delivery counted:\n${body}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      ({ body } = await scrape());
    }
    expect(body).toContain('hubspot_answers_total{status="200"} 1');
    expect(body).toContain('lead_delivery_duration_seconds_count 1');
    expect(body).toContain('lead_delivery_circuit_state 0');
  });

  it('shows a configuration fault naming the form and type, and counts errorTypes it does not know', async () => {
    fake = await startTestHubspot();
    ({ app } = await createTestApp({ metrics: createPromMetrics, env: hubspotEnv(fake.url) }));
    await app.ready();
    const pair = await xsrfPair(app);
    fake.setMode({ kind: 'reject', errors: [{ message: 'New rule', errorType: 'SOMETHING_NEW' }] });
    await send(app, pair, validSubmission());
    await vi.waitFor(async () => {
      expect((await scrape()).body).toContain(
        'hubspot_unknown_error_types_total{error_type="SOMETHING_NEW"} 1',
      );
    });
    fake.setMode({
      kind: 'reject',
      errors: [{ message: 'No text', errorType: 'MISSING_PROCESSING_CONSENT_TEXT' }],
    });
    await send(app, pair, validSubmission('other@example.com'));
    await vi.waitFor(async () => {
      expect((await scrape()).body).toContain(
        `lead_delivery_config_fault{cause="form-configuration",form="${IT_FORM_ID}",error_types="MISSING_PROCESSING_CONSENT_TEXT"} 1`,
      );
    });
    // /readyz details say the same (the server stays ready: leads wait safely).
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.json()).toMatchObject({
      delivery: 'paused',
      fault: {
        cause: 'form-configuration',
        formId: IT_FORM_ID,
        errorTypes: ['MISSING_PROCESSING_CONSENT_TEXT'],
      },
    });
    fake.setMode({ kind: 'ok' });
  });
});
