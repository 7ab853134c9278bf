import { describe, expect, it, vi } from 'vitest';
import { newLead } from '../../tests/support/new-lead.ts';
import { useWorkerHarness } from '../../tests/support/outbox/worker-harness.ts';

describe('DeliveryWorker against the fake HubSpot', () => {
  const h = useWorkerHarness();

  it('delivers pending leads, with one log line per attempt', async () => {
    const leads = [newLead({ email: 'a@example.com' }), newLead({ email: 'b@example.com' })];
    await h.store.insertBatch(leads);
    h.start();
    await vi.waitFor(async () => {
      expect((await h.store.counts()).delivered).toBe(2);
    });
    expect(h.fake.submissions).toHaveLength(2);
    expect(h.attempts()).toHaveLength(2);
    expect(h.attempts()[0]).toMatchObject({ outcome: 'delivered', status: 200, attempt: 1 });
    expect(JSON.stringify(h.lines)).not.toContain('a@example.com');
  });

  it('retries 5xx answers with backoff until HubSpot answers', async () => {
    h.fake.setMode({ kind: 'error', status: 502 });
    const lead = newLead();
    await h.store.insertBatch([lead]);
    h.start({ threshold: 100 });
    await vi.waitFor(() => {
      expect(h.fake.calls.get('submit 502')).toBeGreaterThanOrEqual(3);
    });
    expect((await h.store.get(lead.id))?.lastError).toMatchObject({ status: 502, message: 'internal error' });
    h.fake.setMode({ kind: 'ok' });
    await vi.waitFor(async () => {
      expect((await h.store.get(lead.id))?.state).toBe('delivered');
    });
    expect(h.fake.submissions).toHaveLength(1);
  });

  it('makes a dead letter of a lead HubSpot refuses as invalid, keeping its errors[]', async () => {
    const errors = [
      { message: "Error in 'fields.email'. Invalid email address", errorType: 'INVALID_EMAIL' },
    ];
    h.fake.setMode({ kind: 'reject', errors });
    const lead = newLead();
    await h.store.insertBatch([lead]);
    h.start();
    await vi.waitFor(async () => {
      expect((await h.store.get(lead.id))?.state).toBe('dead');
    });
    const dead = await h.store.get(lead.id);
    expect(dead?.lastError).toMatchObject({
      status: 400,
      message: 'The request is not valid (fields.email: INVALID_EMAIL)',
      errors,
    });
    expect(dead?.lastError?.correlationId).toMatch(/[0-9a-f-]{36}/);
    expect(h.fake.calls.get('submit 400')).toBe(1);
  });

  it('treats a call without an answer within the timeout as a failure to retry', async () => {
    h.fake.setMode({ kind: 'hang' });
    const lead = newLead();
    await h.store.insertBatch([lead]);
    h.start({ timeoutMs: 100, threshold: 100 });
    await vi.waitFor(async () => {
      expect((await h.store.get(lead.id))?.lastError?.message).toBe('no answer within 100 ms');
    });
    h.fake.setMode({ kind: 'ok' });
    await vi.waitFor(async () => {
      expect((await h.store.get(lead.id))?.state).toBe('delivered');
    });
  });

  it('on stop, finishes the delivery in flight before resolving', async () => {
    h.fake.setMode({ kind: 'ok', latencyMs: 300 });
    const lead = newLead();
    await h.store.insertBatch([lead]);
    const { worker: running } = h.start();
    // Claimed and sent, HubSpot still answering:
    await vi.waitFor(async () => {
      expect((await h.store.get(lead.id))?.attempts).toBe(1);
    });
    expect(h.fake.submissions).toHaveLength(0);
    await running.stop();
    expect(h.fake.submissions).toHaveLength(1);
    expect((await h.store.get(lead.id))?.state).toBe('delivered');
  });
});
