import { isIP } from 'node:net';
import type { HubspotFieldError } from './answers.ts';

/**
 * The checks HubSpot's submission API makes outside the fields, as the fake enforces them:
 * - `context.hutk` must be a HubSpot tracking cookie value. Real ones are 32 hexadecimal
 *   characters; HubSpot's answer to another value, as committed in a public project's bug report:
 *   `{"errors":[{"message":"Error in 'context.hutk'. '37184' is not a valid Hutk","errorType":"INVALID_HUTK"}]}`.
 * - `context.ipAddress` must be an IP address: HubSpot documents INVALID_IP_ADDRESS, not its text
 *   nor which addresses it refuses; the fake refuses what is not an address, or an IPv4-mapped IPv6
 *   one (`::ffff:203.0.113.9`, what a dual-stack socket reports), with a message of its own.
 * - `submittedAt` is a string of milliseconds ("submittedAt string", HubSpot's reference for the
 *   submission endpoint); the fake reads a number too, as it did before.
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
  const { ipAddress } = asRecord(asRecord(body)['context']);
  if (
    ipAddress !== undefined &&
    (typeof ipAddress !== 'string' || isIP(ipAddress) === 0 || /^::ffff:/i.test(ipAddress))
  ) {
    errors.push({
      message: `Error in 'context.ipAddress'. '${typeof ipAddress === 'string' ? ipAddress : JSON.stringify(ipAddress)}' is not a valid IP address`,
      errorType: 'INVALID_IP_ADDRESS',
    });
  }
  const raw = asRecord(body)['submittedAt'];
  const submittedAt = typeof raw === 'string' ? Number(raw) : raw;
  if (typeof submittedAt === 'number' && submittedAt < oneMonthBefore(now)) {
    errors.push({
      message: `Error in 'submittedAt'. ${String(submittedAt)} is more than one month in the past`,
      errorType: 'INVALID_METADATA',
    });
  }
  return errors;
}
