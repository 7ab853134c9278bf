import { describe, expect, it, vi } from 'vitest';
import { newLead } from '../../tests/support/new-lead.ts';
import { useWorkerHarness } from '../../tests/support/outbox/worker-harness.ts';

// How the worker paces its calls to HubSpot: Retry-After, its own pause after a 429, the circuit
// breaker and the outbound budget (worker.test.ts has the outcomes of single attempts).
describe('DeliveryWorker against the fake HubSpot', () => {
  const h = useWorkerHarness();

  it('honours Retry-After on 429: nothing is sent before it', async () => {
    h.fake.setMode({ kind: 'rate-limit', retryAfterSeconds: 1 });
    const lead = newLead();
    await h.store.insertBatch([lead]);
    h.start({ maxMs: 5000 });
    await vi.waitFor(() => {
      expect(h.fake.calls.get('submit 429')).toBe(1);
    });
    const limitedAt = Date.now();
    h.fake.setMode({ kind: 'ok' });
    await vi.waitFor(
      async () => {
        expect((await h.store.get(lead.id))?.state).toBe('delivered');
      },
      { timeout: 3000 },
    );
    expect((h.fake.submissions[0]?.receivedAt ?? 0) - limitedAt).toBeGreaterThanOrEqual(900);
  });

  it('never meets ten 429s within one second, whatever the lanes: one 429 pauses them all, then one probes', async () => {
    // Retry-After 0: only the worker's own pause keeps the lanes from hammering HubSpot.
    h.fake.setMode({ kind: 'rate-limit', retryAfterSeconds: 0 });
    await h.store.insertBatch(Array.from({ length: 20 }, () => newLead()));
    h.start({ concurrency: 8, threshold: 1000, maxMs: 300 });
    await vi.waitFor(
      () => {
        expect(h.fake.calls.get('submit 429')).toBeGreaterThanOrEqual(11);
      },
      { timeout: 8000 },
    );
    const times = h.fake.requests
      .filter((request) => request.endpoint === 'submit')
      .map((request) => request.at);
    const mostInOneSecond = Math.max(
      ...times.map((start) => times.filter((t) => t >= start && t < start + 1000).length),
    );
    expect(mostInOneSecond).toBeLessThan(10);
    h.fake.setMode({ kind: 'ok' });
    await vi.waitFor(
      async () => {
        expect((await h.store.counts()).delivered).toBe(20);
      },
      { timeout: 8000 },
    );
  });

  it('opens the circuit after repeated failures, probes, and sends the backlog when HubSpot is back', async () => {
    h.fake.setMode({ kind: 'error' });
    await h.store.insertBatch(Array.from({ length: 6 }, () => newLead()));
    h.hold(Date.now());
    const { circuit } = h.start({ threshold: 3, openMs: 300, baseMs: 10_000, concurrency: 1 });
    await vi.waitFor(() => {
      expect(circuit.state(h.now())).toBe('open');
    });
    const failuresWhenOpened = h.fake.calls.get('submit 500') ?? 0;
    expect(failuresWhenOpened).toBe(3);
    // Watched while the clock is held: the worker looks every 20 ms and must not call HubSpot.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(h.fake.calls.get('submit 500')).toBe(failuresWhenOpened);
    h.hold(undefined);
    await vi.waitFor(() => {
      expect(h.fake.calls.get('submit 500')).toBe(failuresWhenOpened + 1);
    });
    h.fake.setMode({ kind: 'ok' });
    // The leads' own backoff (10 s) is cut short: the circuit closing releases the backlog.
    await vi.waitFor(
      async () => {
        expect((await h.store.counts()).delivered).toBe(6);
      },
      { timeout: 3000 },
    );
    expect(h.lines.some((line) => line['msg'] === 'circuit open: deliveries paused')).toBe(true);
    expect(h.lines.some((line) => String(line['msg']).startsWith('circuit closed'))).toBe(true);
  });

  it('keeps to the outbound rate limit', async () => {
    h.fake.setMode({ kind: 'ok' });
    await h.store.insertBatch(Array.from({ length: 6 }, () => newLead()));
    const started = Date.now();
    h.hold(started);
    h.start({ rate: [3, 1000], concurrency: 4 });
    await vi.waitFor(() => {
      expect(h.fake.submissions).toHaveLength(3);
    });
    // Watched while the clock is held inside the window: the budget must hold the fourth call back.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(h.fake.submissions).toHaveLength(3);
    h.hold(started + 1000);
    await vi.waitFor(
      () => {
        expect(h.fake.submissions).toHaveLength(6);
      },
      { timeout: 2500 },
    );
    // On the worker's clock the fourth call waited for the window; without a limit all six go at once.
    expect((h.calledAt[3] ?? 0) - (h.calledAt[0] ?? 0)).toBeGreaterThanOrEqual(1000);
  });
});
