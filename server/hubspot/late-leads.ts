/**
 * HubSpot refuses a submission whose `submittedAt` is more than one month old. A lead that
 * waited through a long outage or configuration fault is sent as submitted at the oldest instant
 * HubSpot surely accepts (decision 100): the shortest month (28 days) less a day of margin for
 * clocks and the call in flight. Its original time stays in the outbox and its consent record;
 * only the copy HubSpot receives is moved, and as little as the rule needs.
 */
export const DELIVERABLE_AGE_MS = 27 * 24 * 60 * 60 * 1000;

export function deliverableSubmittedAt(submittedAt: number, now: number): number {
  return Math.max(submittedAt, now - DELIVERABLE_AGE_MS);
}
