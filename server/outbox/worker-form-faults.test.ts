import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeHubspot } from '../../tests/fake-hubspot/fake-hubspot.ts';
import { startDeliveryWorker, type RunningWorker } from '../../tests/support/delivery-worker.ts';
import { newLead } from '../../tests/support/new-lead.ts';
import { IT_FORM_ID, startTestHubspot } from '../../tests/support/test-app.ts';
import { runLeadsCli } from '../cli/leads.ts';
import { ERROR_PLACES, LEAD_BOUNDED_FORM_TYPES, PAUSED_TRIES } from '../hubspot/submit-errors.ts';
import { LocalOutboundBudget } from '../limits/outbound-budget.ts';
import { openSqliteStore } from './sqlite-store.ts';
import type { LeadStore } from './store.ts';
import type { NewLead } from './lead.ts';

const ofPlace = (place: string) =>
  Object.entries(ERROR_PLACES)
    .filter(([type, where]) => where === place && type !== 'FORM_HAS_RECAPTCHA_ENABLED')
    .map(([type]) => type);

/** The outbound budget, counting the slots used (taken and not given back): one per call to HubSpot. */
function countingBudget() {
  const budget = new LocalOutboundBudget(80, 10_000);
  const taken = { count: 0 };
  const take = budget.take.bind(budget);
  const giveBack = budget.giveBack.bind(budget);
  budget.take = (now: number) => {
    const result = take(now);
    if ('slot' in result) taken.count++;
    return result;
  };
  budget.giveBack = (slot) => {
    taken.count--;
    giveBack(slot);
  };
  return { budget, taken };
}

/** HubSpot's errorTypes as the worker acts on them (decision 100). */
describe('DeliveryWorker and the errorTypes of a refused submission', () => {
  let fake: FakeHubspot;
  let dataDir: string;
  let store: LeadStore;
  let running: RunningWorker | undefined;

  beforeEach(async () => {
    fake = await startTestHubspot();
    dataDir = mkdtempSync(join(tmpdir(), 'worker-types-'));
    store = openSqliteStore(dataDir);
  });
  afterEach(async () => {
    await running?.worker.stop();
    running = undefined;
    store.close();
    await fake.close();
  });

  it.each(ofPlace('form').filter((type) => !LEAD_BOUNDED_FORM_TYPES.has(type)))(
    '%s pauses delivery with no dead letter, names the form, refetches it, and resumes after the fix',
    async (errorType) => {
      fake.setMode({ kind: 'reject', errors: [{ message: `Form problem: ${errorType}`, errorType }] });
      const leads = [newLead(), newLead()];
      await store.insertBatch(leads);
      const refetched: string[] = [];
      running = startDeliveryWorker(fake, store, { maxMs: 150, onFormFault: (id) => refetched.push(id) });
      await vi.waitFor(async () => {
        expect((await store.deliveryStatus()).fault).toMatchObject({
          cause: 'form-configuration',
          formId: IT_FORM_ID,
          errorTypes: [errorType],
        });
      });
      const paused = running.lines.filter((line) => String(line['msg']).startsWith('delivery paused'));
      expect(paused).toHaveLength(1);
      expect(String(paused[0]?.['msg'])).toContain(`form ${IT_FORM_ID}: ${errorType}`);
      expect(refetched).toContain(IT_FORM_ID);
      for (const lead of leads)
        expect(await store.get(lead.id)).toMatchObject({ state: 'pending', attempts: 0 });

      fake.setMode({ kind: 'ok' });
      await vi.waitFor(async () => {
        expect((await store.counts()).delivered).toBe(2);
      });
      expect((await store.counts()).dead).toBe(0);
      expect((await store.deliveryStatus()).fault).toBeNull();
    },
  );

  it.each(ofPlace('lead'))('%s makes a dead letter of that lead only', async (errorType) => {
    const refused = newLead({ email: 'refused@example.com' });
    const fine = newLead({ email: 'fine@example.com' });
    fake.setMode({
      kind: 'reject',
      onlyEmail: 'refused@example.com',
      errors: [{ message: `Error in 'fields.email'. ${errorType}`, errorType }],
    });
    await store.insertBatch([refused, fine]);
    running = startDeliveryWorker(fake, store);
    await vi.waitFor(async () => {
      expect(await store.counts()).toMatchObject({ dead: 1, delivered: 1 });
    });
    expect((await store.get(refused.id))?.lastError?.message).toBe(
      `The request is not valid (fields.email: ${errorType})`,
    );
    expect((await store.deliveryStatus()).fault).toBeNull();
  });

  it('shows the fault in `npm run leads -- status`, naming the form and the type', async () => {
    fake.setMode({
      kind: 'reject',
      errors: [{ message: 'Missing text', errorType: 'MISSING_PROCESSING_CONSENT_TEXT' }],
    });
    await store.insertBatch([newLead()]);
    running = startDeliveryWorker(fake, store, { maxMs: 5000 });
    await vi.waitFor(async () => {
      expect((await store.deliveryStatus()).fault).not.toBeNull();
    });
    const out: string[] = [];
    const code = await runLeadsCli(['status', '--data-dir', dataDir], {
      out: (text) => out.push(text),
      err: (text) => out.push(text),
      env: {},
    });
    expect(code).toBe(0);
    expect(out.join('\n')).toContain(`form ${IT_FORM_ID}: MISSING_PROCESSING_CONSENT_TEXT`);
  });

  // The server's own context, not the visitor's values: a cookie value HubSpot does not know, and
  // what a dual-stack socket reports for an IPv4 client.
  it.each([
    [
      'INVALID_HUTK',
      'hutk',
      (lead: NewLead) => ({
        ...lead,
        form: { ...lead.form, context: { ...lead.form.context, hutk: '37184' } },
      }),
    ],
    ['INVALID_IP_ADDRESS', 'ipAddress', (lead: NewLead) => ({ ...lead, clientIp: '::ffff:203.0.113.9' })],
  ] as const)(
    'delivers a lead refused with %s on the second try without %s, under a second budget slot',
    async (_type, key, spoil) => {
      const lead = spoil(newLead());
      await store.insertBatch([lead]);
      const { budget, taken } = countingBudget();
      running = startDeliveryWorker(fake, store, { budget });
      await vi.waitFor(async () => {
        expect((await store.get(lead.id))?.state).toBe('delivered');
      });
      expect(fake.calls.get('submit 400')).toBe(1);
      expect(fake.submissions).toHaveLength(1);
      expect(fake.submissions[0]?.body['context']).not.toHaveProperty(key);
      expect(taken.count).toBe(2);
      // Only HubSpot's copy lost it: the stored lead is as it was taken in.
      expect((await store.get(lead.id))?.form).toEqual(lead.form);
    },
  );

  it.each([...LEAD_BOUNDED_FORM_TYPES])(
    '%s, refused for one lead alone, pauses only for a bounded number of its tries, then is its dead letter naming the type',
    async (errorType) => {
      const refused = newLead({ email: 'refused@example.com' });
      const fine = newLead({ email: 'fine@example.com' });
      fake.setMode({
        kind: 'reject',
        onlyEmail: 'refused@example.com',
        errors: [{ message: `Form problem: ${errorType}`, errorType }],
      });
      await store.insertBatch([refused, fine]);
      running = startDeliveryWorker(fake, store, { maxMs: 50 });
      await vi.waitFor(async () => {
        expect((await store.counts()).dead).toBe(1);
        expect((await store.counts()).delivered).toBe(1);
      });
      const dead = await store.get(refused.id);
      expect(dead?.state).toBe('dead');
      expect(dead?.lastError?.message).toContain(errorType);
      expect(dead?.lastError?.pausedTries).toBe(PAUSED_TRIES);
      expect(fake.calls.get('submit 400')).toBe(PAUSED_TRIES);
      expect((await store.get(fine.id))?.state).toBe('delivered');
    },
  );
});
