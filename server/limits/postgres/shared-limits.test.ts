import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CircuitGate } from '../delivery-gates.ts';
import { sharedBudget } from './shared-budget.ts';
import { sharedCircuit } from './shared-circuit.ts';
import { sharedWindows } from './shared-windows.ts';
import { TestDatabases } from '../../../tests/support/test-databases.ts';

const databases = new TestDatabases();
beforeAll(() => databases.start(), 60_000);
afterAll(() => databases.stop());

/** Polling until a period on the database's clock has ended: never a race with a fixed sleep. */
const UNTIL_EXPIRED = { timeout: 10_000, interval: 20 };

/** Three instances: three stores (three pools) on one database. */
async function threeInstances() {
  const url = await databases.create();
  return Promise.all([databases.open(url), databases.open(url), databases.open(url)]);
}

describe('the outbound budget shared by every instance (decision 097)', () => {
  it('never lets more than max calls overlap any window, whatever the number of instances', async () => {
    const pools = (await threeInstances()).map((store) => store.pool);
    const budgets = pools.map((pool) => sharedBudget(pool, { max: 8, windowMs: 1000, staleMs: 5000 }));
    const calls: { start: number; end: number }[] = [];
    const stopAt = Date.now() + 3500;
    // Four lanes per instance, each calling as fast as the budget lets it (a call takes 20 ms).
    const lane = async (budget: (typeof budgets)[number]) => {
      while (Date.now() < stopAt) {
        const taken = await budget.take(Date.now());
        if ('waitMs' in taken) {
          await sleep(Math.min(taken.waitMs, 50));
          continue;
        }
        const start = Date.now();
        await sleep(20);
        calls.push({ start, end: Date.now() });
        await budget.finish(taken.slot, Date.now());
      }
    };
    await Promise.all(budgets.flatMap((budget) => [lane(budget), lane(budget), lane(budget), lane(budget)]));
    for (const { start } of calls) {
      const overlapping = calls.filter((call) => call.end >= start && call.start < start + 1000);
      expect(overlapping.length).toBeLessThanOrEqual(8);
    }
    // The budget is used, not just respected: 8 per ~1.02 s over 3.5 s.
    expect(calls.length).toBeGreaterThanOrEqual(20);
  });

  it('frees a slot given back at once, and says how long until one frees up', async () => {
    const [store] = await threeInstances();
    const budget = sharedBudget(store.pool, { max: 1, windowMs: 2000, staleMs: 5000 });
    const first = await budget.take(0);
    if (!('slot' in first)) throw new Error('slot expected');
    const full = await budget.take(0);
    expect('waitMs' in full && full.waitMs > 1500 && full.waitMs <= 2000).toBe(true);
    await budget.giveBack(first.slot);
    const second = await budget.take(0);
    if (!('slot' in second)) throw new Error('slot expected');
    await budget.finish(second.slot, 0);
    const after = await budget.take(0);
    expect('waitMs' in after && after.waitMs > 1500 && after.waitMs <= 2000).toBe(true);
  });

  it('a call whose instance died (never finished) holds its slot only until its stale bound', async () => {
    const [a, b] = await threeInstances();
    const options = { max: 1, windowMs: 100, staleMs: 1000 };
    expect('slot' in (await sharedBudget(a.pool, options).take(0))).toBe(true);
    expect('waitMs' in (await sharedBudget(b.pool, options).take(0))).toBe(true);
    // Polled, not slept: the database's clock decides when the stale bound has passed.
    await vi.waitFor(async () => {
      expect('slot' in (await sharedBudget(b.pool, options).take(0))).toBe(true);
    }, UNTIL_EXPIRED);
  });
});

describe('the circuit breaker shared by every instance (decision 097)', () => {
  const circuits = async (threshold: number, openMs: number, probeLeaseMs = 5000): Promise<CircuitGate[]> =>
    (await threeInstances()).map((store, index) =>
      sharedCircuit(store.pool, { threshold, openMs, owner: `instance-${String(index)}`, probeLeaseMs }),
    );

  it("counts every instance's failures together: the circuit opens for all of them", async () => {
    const [a, b, c] = await circuits(3, 10_000);
    if (!a || !b || !c) throw new Error('three circuits expected');
    await a.onFailure(0);
    await b.onFailure(0);
    expect(await c.state(0)).toBe('closed');
    await c.onFailure(0);
    for (const circuit of [a, b, c]) {
      const pass = await circuit.acquire(0);
      expect(pass).toMatchObject({ probe: false, state: 'open' });
      expect(pass.waitMs).toBeGreaterThan(9000);
    }
  });

  it('lets ONE probe through across all instances, and a success closes it for all', async () => {
    const all = await circuits(1, 200);
    await all[0]?.onFailure(0);
    await vi.waitFor(async () => {
      expect(await all[1]?.state(0)).toBe('half-open');
    }, UNTIL_EXPIRED);
    const passes = await Promise.all(
      all.flatMap((circuit) => [Promise.resolve(circuit.acquire(0)), Promise.resolve(circuit.acquire(0))]),
    );
    expect(passes.filter((pass) => pass.probe)).toHaveLength(1);
    expect(passes.every((pass) => pass.state === 'half-open')).toBe(true);
    const holder = all[passes.findIndex((pass) => pass.probe) >> 1];
    expect(await holder?.onSuccess()).toBe(true);
    for (const circuit of all)
      expect(await circuit.acquire(0)).toEqual({ waitMs: 0, probe: false, state: 'closed' });
    expect(await all[2]?.onSuccess()).toBe(false);
  });

  it('a failed probe opens it again; a probe whose instance died frees itself after its lease', async () => {
    // Polled until the database's clock ends each period; the periods only need to outlast
    // the few queries that check them.
    const [a, b] = await circuits(1, 500, 1000);
    if (!a || !b) throw new Error('two circuits expected');
    await a.onFailure(0);
    await vi.waitFor(async () => {
      expect((await a.acquire(0)).probe).toBe(true);
    }, UNTIL_EXPIRED);
    await a.onFailure(0);
    expect((await b.acquire(0)).state).toBe('open');
    // b takes the probe and "dies" with it: a waits until the probe's lease ends.
    await vi.waitFor(async () => {
      expect((await b.acquire(0)).probe).toBe(true);
    }, UNTIL_EXPIRED);
    expect((await a.acquire(0)).probe).toBe(false);
    await vi.waitFor(async () => {
      expect((await a.acquire(0)).probe).toBe(true);
    }, UNTIL_EXPIRED);
    await a.releaseProbe();
    expect((await b.acquire(0)).probe).toBe(true);
  });

  it('a Retry-After pauses every instance, even below the threshold', async () => {
    const [a, b] = await circuits(5, 1000);
    await a?.onFailure(0, 30_000);
    const pass = await b?.acquire(0);
    expect(pass?.state).toBe('open');
    expect(pass?.waitMs).toBeGreaterThan(29_000);
  });
});

describe('fixed windows shared by every instance (decision 097)', () => {
  it('counts concurrent hits from all instances exactly, and starts a new window when one ends', async () => {
    const [a, b, c] = (await threeInstances()).map((store) => sharedWindows(store.pool, () => undefined));
    if (!a || !b || !c) throw new Error('three counters expected');
    // A minute's window: all 30 hits land in it however slowly the machine answers.
    const hits = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        [a, b, c][index % 3]?.hit('submit:60000:203.0.113.7', 60_000),
      ).filter((hit) => hit !== undefined),
    );
    expect(hits.map((hit) => hit.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 30 }, (_, index) => index + 1),
    );
    expect(hits.every((hit) => hit.resetInMs > 0 && hit.resetInMs <= 60_000)).toBe(true);
    expect((await a.hit('submit:60000:203.0.113.8', 60_000)).count).toBe(1);
    // A short window, hit until it ends: each hit counts on in it, the first after it starts at 1.
    const key = 'submit:300:203.0.113.9';
    expect((await a.hit(key, 300)).count).toBe(1);
    const counts: number[] = [];
    await vi.waitFor(async () => {
      const { count } = await b.hit(key, 300);
      counts.push(count);
      expect(count).toBe(1);
    }, UNTIL_EXPIRED);
    expect(counts).toEqual([...Array.from({ length: counts.length - 1 }, (_, index) => index + 2), 1]);
  });
});
