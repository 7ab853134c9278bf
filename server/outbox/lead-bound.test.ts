import { describe, expect, it } from 'vitest';
import { newLead } from '../../tests/support/new-lead.ts';
import type { BudgetSlot, OutboundBudget } from '../limits/delivery-gates.ts';
import type { Lead } from './lead.ts';
import { followResend, pausedTry, type ResendDeps } from './lead-bound.ts';
import type { SubmitOutcome } from './submit-outcome.ts';

/** A pending lead as the worker claims it. */
function claimed(overrides: Partial<Lead> = {}): Lead & { form: NonNullable<Lead['form']> } {
  const { id, formId, form, clientIp, consent, createdAt } = newLead();
  return {
    id,
    formId,
    form,
    clientIp,
    consent,
    createdAt,
    state: 'pending',
    attempts: 1,
    nextAttemptAt: createdAt,
    leaseUntil: null,
    lastError: null,
    deliveredAt: null,
    purgedAt: null,
    ...overrides,
  } as Lead & { form: NonNullable<Lead['form']> };
}

/** A budget that is full `fullFor` times, then gives slots; it records what it was told. */
function budget(fullFor: number) {
  const told: string[] = [];
  let full = fullFor;
  const gate: OutboundBudget = {
    take: () => {
      if (full-- > 0) return { waitMs: 5 };
      told.push('take');
      return { slot: 'slot' as unknown as BudgetSlot };
    },
    finish: () => {
      told.push('finish');
    },
    giveBack: () => {
      told.push('giveBack');
    },
  };
  return { gate, told };
}

const resend = (
  lead: Lead & { form: NonNullable<Lead['form']> },
  errorTypes = ['INVALID_HUTK'],
): SubmitOutcome => ({
  kind: 'resend',
  status: 400,
  form: lead.form,
  clientIp: null,
  errorTypes,
});

function deps(
  gate: OutboundBudget,
  submit: ResendDeps['submit'],
  stopping = false,
  waits: number[] = [],
): ResendDeps {
  return {
    budget: gate,
    submit,
    now: () => 1,
    wait: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
    stopping: () => stopping,
  };
}

describe('followResend', () => {
  it('passes any other outcome through without a call', async () => {
    const { gate, told } = budget(0);
    const lead = claimed();
    const outcome: SubmitOutcome = { kind: 'delivered', status: 200 };
    expect(
      await followResend(
        deps(gate, () => Promise.reject(new Error('no call'))),
        lead,
        outcome,
      ),
    ).toBe(outcome);
    expect(told).toEqual([]);
  });

  it('waits for a budget slot, sends the lead without the refused context once, and frees the slot', async () => {
    const { gate, told } = budget(2);
    const waits: number[] = [];
    const sent: unknown[] = [];
    const lead = claimed();
    const outcome = await followResend(
      deps(
        gate,
        (again) => {
          sent.push(again.clientIp);
          return Promise.resolve({ kind: 'delivered', status: 200 });
        },
        false,
        waits,
      ),
      lead,
      resend(lead, ['INVALID_IP_ADDRESS']),
    );
    expect(outcome).toEqual({ kind: 'delivered', status: 200 });
    expect(waits).toEqual([5, 5]);
    expect(sent).toEqual([null]);
    expect(told).toEqual(['take', 'finish']);
  });

  it('does not follow a second resend: the lead is a dead letter naming the types', async () => {
    const { gate, told } = budget(0);
    const lead = claimed();
    const outcome = await followResend(
      deps(gate, () => Promise.resolve(resend(lead, ['INVALID_IP_ADDRESS']))),
      lead,
      resend(lead),
    );
    expect(outcome).toMatchObject({ kind: 'rejected', status: 400 });
    if (outcome.kind === 'rejected') expect(outcome.error.message).toContain('INVALID_IP_ADDRESS');
    expect(told).toEqual(['take', 'finish']);
  });

  it('sends nothing while the server stops: a failure, retried after the restart', async () => {
    const { gate, told } = budget(1);
    const lead = claimed();
    const outcome = await followResend(
      deps(gate, () => Promise.reject(new Error('no call')), true),
      lead,
      resend(lead),
    );
    expect(outcome).toMatchObject({ kind: 'failed' });
    expect(told).toEqual([]);
  });

  it('frees the slot when the call throws', async () => {
    const { gate, told } = budget(0);
    const lead = claimed();
    await expect(
      followResend(
        deps(gate, () => Promise.reject(new Error('store gone'))),
        lead,
        resend(lead),
      ),
    ).rejects.toThrow('store gone');
    expect(told).toEqual(['take', 'finish']);
  });
});

describe('pausedTry', () => {
  const error = { at: 1, status: 400, message: 'HubSpot refused' };

  it('counts the paused tries in the last error, then makes a dead letter naming the type', () => {
    const first = pausedTry(claimed(), error, 3, ['INVALID_METADATA']);
    expect(first).toEqual({ kind: 'retry', error: { ...error, pausedTries: 1 } });
    const second = pausedTry(claimed({ lastError: first.error }), error, 3, ['INVALID_METADATA']);
    expect(second).toMatchObject({ kind: 'retry', error: { pausedTries: 2 } });
    const third = pausedTry(claimed({ lastError: second.error }), error, 3, ['INVALID_METADATA']);
    expect(third.kind).toBe('dead');
    expect(third.error.message).toContain('INVALID_METADATA');
    expect(third.error.pausedTries).toBe(3);
  });

  it('starts counting afresh after another kind of failure', () => {
    const lastError = { at: 1, message: 'no answer within 10000 ms' };
    expect(pausedTry(claimed({ lastError }), error, 3, ['INVALID_METADATA'])).toMatchObject({
      kind: 'retry',
      error: { pausedTries: 1 },
    });
  });
});
