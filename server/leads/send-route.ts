import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_KEY_HEADER,
  isIdempotencyKey,
  SEND_PATH,
  wireBodySchema,
} from '../../src/forms/contract.ts';
import { ERROR_CODES, sendError, sentErrorCode, type ErrorCode } from '../errors.ts';
import { annotate } from '../logging/request-log.ts';
import type { AcceptLead } from './accept-lead.ts';
import { shapeProblem } from './field-errors.ts';

/** A route hook that answers (ending the request) or returns undefined to let it through. */
type GuardHook = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;

/**
 * Room for a form at its longest: one 10,000-character message of three-byte
 * characters (€, most accented capitals) is 30 KB alone, which 32 KiB refused.
 */
export const SEND_BODY_LIMIT = 64 * 1024;

export interface SendRouteDeps {
  readonly acceptLead: AcceptLead;
  /** Request forgery (403), before the rate limit so a forger cannot spend a visitor's quota. */
  readonly forgeryCheck: GuardHook;
  /** Refuses a body nested too deeply (400) before anything recursive reads it. */
  readonly bodyCheck: GuardHook;
  readonly rateLimit: GuardHook;
  /** Told what became of each submission the handler answers (metrics, decision 088). */
  readonly record?: (
    answer:
      | { readonly kind: 'accepted' | 'held' }
      | { readonly kind: 'refused' | 'unavailable'; readonly code: ErrorCode },
  ) => void;
}

/** 415 before the body is read: only JSON is parsed. */
async function requireJson(request: FastifyRequest, reply: FastifyReply) {
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return sendError(reply, 'UNSUPPORTED_MEDIA_TYPE');
  return undefined;
}

/**
 * POST /open/hubspot/send, HTTP only. The checks run in this order, each with its own code:
 * JSON content type (415), size (413), parse (400), request forgery (403), nesting depth (400),
 * rate limit (429),
 * Idempotency-Key and shape (400); then the use case (server/leads/accept-lead.ts) validates,
 * stores and commits, and only a committed lead is answered `200 { ok: true, id }`.
 */
export function registerSendRoute(app: FastifyInstance, deps: SendRouteDeps): void {
  // Requests the handler answered itself (it knows held from accepted); the rest were refused by
  // a check before it (415, 413, 400 parse, 403, 429) and are counted by their code once answered.
  const answeredByHandler = new WeakSet<FastifyRequest>();
  const record: NonNullable<SendRouteDeps['record']> = (answer) => {
    deps.record?.(answer);
  };
  app.post(
    SEND_PATH,
    {
      bodyLimit: SEND_BODY_LIMIT,
      onRequest: requireJson,
      preValidation: [deps.forgeryCheck, deps.bodyCheck],
      preHandler: deps.rateLimit,
      onResponse: async (request, reply) => {
        const code = sentErrorCode(reply);
        if (answeredByHandler.has(request) || code === undefined) return;
        record({ kind: reply.statusCode >= 500 ? 'unavailable' : 'refused', code });
      },
    },
    async (request, reply) => {
      answeredByHandler.add(request);
      reply.header('cache-control', 'no-store');
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      if (key !== undefined && !isIdempotencyKey(key)) {
        record({ kind: 'refused', code: 'INVALID_IDEMPOTENCY_KEY' });
        return sendError(reply, 'INVALID_IDEMPOTENCY_KEY');
      }

      const parsed = wireBodySchema.safeParse(request.body);
      if (!parsed.success) {
        const message = `${ERROR_CODES.INVALID_SUBMISSION.message} (${shapeProblem(parsed.error.issues)})`;
        record({ kind: 'refused', code: 'INVALID_SUBMISSION' });
        return sendError(reply, 'INVALID_SUBMISSION', { message });
      }

      const outcome = await deps.acceptLead({
        body: parsed.data,
        rawBody: request.body,
        clientIp: request.ip,
        idempotencyKey: key?.toLowerCase(),
      });
      record(
        outcome.kind === 'accepted'
          ? { kind: outcome.spam ? 'held' : 'accepted' }
          : { kind: outcome.kind, code: outcome.code },
      );
      switch (outcome.kind) {
        case 'refused':
          return sendError(reply, outcome.code, outcome.fields ? { fields: outcome.fields } : {});
        case 'unavailable':
          if (outcome.error !== undefined) {
            request.log.error({ err: outcome.error }, 'outbox write failed: the lead was NOT accepted');
          }
          return sendError(reply.header('retry-after', String(outcome.retryAfterSeconds)), outcome.code);
        case 'accepted':
          if (outcome.dropped) {
            // Not stored (HELD_LEADS_MAX); the use case warns once a minute, not per request.
            annotate(request, { spam: outcome.spam, dropped: true });
            return reply.send({ ok: true, id: outcome.id });
          }
          if (outcome.spam) {
            annotate(request, { spam: outcome.spam });
            request.log.warn(
              { spam: outcome.spam, formId: parsed.data.formId, leadId: outcome.id },
              'suspected spam kept as held, not delivered',
            );
          }
          annotate(request, { leadId: outcome.id, ...(outcome.replayed ? { replayed: true } : {}) });
          return reply.send({ ok: true, id: outcome.id });
      }
    },
  );
}
