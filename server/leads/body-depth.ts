import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../errors.ts';

/**
 * How deeply a lead body may nest objects and arrays. The form's own body is 6 levels deep
 * (body → form → legalConsentOptions → consent → communications → one checkbox); 32 leaves room
 * for any honest client, and stops a body like `{"x":[[[[…30,000…]]]]}` (a few 64 KB of
 * brackets) before the recursive steps behind it (the schema, the body hash) overflow the stack
 * (decision 088).
 */
export const MAX_BODY_DEPTH = 32;

/** Whether the parsed JSON nests deeper than `max` levels; iterative, so any depth is safe to ask. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (next.value === null || typeof next.value !== 'object') continue;
    const depth = next.depth + 1;
    if (depth > max) return true;
    for (const item of Object.values(next.value)) stack.push({ value: item, depth });
  }
  return false;
}

/** A route hook: 400 BODY_TOO_DEEP for a parsed body nested deeper than MAX_BODY_DEPTH. */
export async function refuseDeepBody(request: FastifyRequest, reply: FastifyReply) {
  if (nestsDeeperThan(request.body, MAX_BODY_DEPTH)) return sendError(reply, 'BODY_TOO_DEEP');
  return undefined;
}
