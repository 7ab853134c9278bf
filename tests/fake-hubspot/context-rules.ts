import type { HubspotFieldError } from './answers.ts';

/**
 * The checks HubSpot's submission API makes outside the fields, as the fake enforces them:
 * - `context.hutk` must be a HubSpot tracking cookie value. Real ones are 32 hexadecimal
 *   characters; HubSpot's answer to another value, as committed in a public project's bug report:
 *   `{"errors":[{"message":"Error in 'context.hutk'. '37184' is not a valid Hutk","errorType":"INVALID_HUTK"}]}`.
 * - `submittedAt` more than one month old is refused (HubSpot's reference for the submission
 *   endpoint). Which errorType and message it answers is not documented, and no real answer was
 *   found in public code: the fake answers INVALID_METADATA (the documented type for a submission's
 *   data outside its fields) with a message of its own. The server never sends such a time
 *   (server/hubspot/late-leads.ts), which is what the test of late leads proves.
 */
const HUTK = /^[0-9a-f]{32}$/;

/** One calendar month before `now`, as HubSpot counts it (the fake's reading of "one month"). */
export function oneMonthBefore(now: number): number {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - 1);
  return date.getTime();
}

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

export function contextErrors(body: unknown, now: number): HubspotFieldError[] {
  const errors: HubspotFieldError[] = [];
  const { hutk } = asRecord(asRecord(body)['context']);
  if (hutk !== undefined && (typeof hutk !== 'string' || !HUTK.test(hutk))) {
    errors.push({
      message: `Error in 'context.hutk'. '${typeof hutk === 'string' ? hutk : JSON.stringify(hutk)}' is not a valid Hutk`,
      errorType: 'INVALID_HUTK',
    });
  }
  const submittedAt = asRecord(body)['submittedAt'];
  if (typeof submittedAt === 'number' && submittedAt < oneMonthBefore(now)) {
    errors.push({
      message: `Error in 'submittedAt'. ${String(submittedAt)} is more than one month in the past`,
      errorType: 'INVALID_METADATA',
    });
  }
  return errors;
}
