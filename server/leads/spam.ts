import { HONEYPOT_KEY, SHOWN_AT_KEY } from '../../src/forms/contract.ts';

/**
 * Cheap bot filters, answered like a success so a bot learns nothing:
 * - the honeypot (`hp`): an input people never see; any value means a bot;
 * - the fill time: `form.submittedAt - shownAt` (both from the visitor's own
 *   clock, so clock skew between visitor and server cannot flag a person)
 *   below SPAM_MIN_FILL_MS. With the check on, a body without `shownAt` is
 *   not timed by our form, so it counts as too fast. 0 turns the check off.
 */
export type SpamReason = 'honeypot' | 'too-fast' | 'untimed';

export function spamReason(
  body: { readonly [HONEYPOT_KEY]?: unknown; readonly [SHOWN_AT_KEY]?: unknown },
  submittedAt: number,
  minFillMs: number,
): SpamReason | undefined {
  const honeypot = body[HONEYPOT_KEY];
  if (honeypot !== undefined && honeypot !== '') return 'honeypot';
  if (minFillMs === 0) return undefined;
  const shownAt = body[SHOWN_AT_KEY];
  if (typeof shownAt !== 'number' || !Number.isFinite(shownAt)) return 'untimed';
  return submittedAt - shownAt < minFillMs ? 'too-fast' : undefined;
}

/** Counts since start, by reason (shown by /readyz). */
export class SpamCounter {
  readonly counts: Record<SpamReason, number> = { honeypot: 0, 'too-fast': 0, untimed: 0 };

  add(reason: SpamReason): void {
    this.counts[reason] += 1;
  }
}
