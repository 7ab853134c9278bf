import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { submissionSchema } from '../../src/forms/submission.ts';
import { validateValues } from '../../src/forms/values-schema.ts';
import { wireValuesOf } from '../../src/forms/submission.ts';
import { errorBody, ERROR_CODES, type ErrorCode } from '../errors.ts';
import { bodyHash } from '../leads/body-hash.ts';
import { canonicalForm } from '../leads/canonical-form.ts';
import { duplicateFieldErrors, fieldErrorsForClient, shapeProblem } from '../leads/field-errors.ts';
import type { LeadServices } from '../leads/lead-services.ts';
import { spamReason } from '../leads/spam.ts';
import { annotate } from '../logging/request-log.ts';
import { buildConsentRecord } from '../outbox/consent-record.ts';
import { PRIVACY_POLICY_VERSION } from '../privacy-policy.ts';
import type { RateLimitHook } from '../security/rate-limit.ts';
import type { Xsrf } from '../security/xsrf.ts';
import { FORM_GUID } from './form-get.ts';

/**
 * Room for a form at its longest: one 10,000-character message of three-byte
 * characters (€, most accented capitals) is 30 KB alone, which 32 KiB refused.
 */
export const SEND_BODY_LIMIT = 64 * 1024;

export interface LeadSendDeps {
  readonly services: LeadServices;
  readonly xsrf: Xsrf;
  readonly rateLimit: RateLimitHook;
  readonly spamMinFillMs: number;
}

function fail(reply: FastifyReply, code: ErrorCode, fields?: Record<string, string>): FastifyReply {
  return reply.status(ERROR_CODES[code].status).send(errorBody(code, undefined, fields));
}

/** 415 before the body is read: only JSON is parsed. */
async function requireJson(request: FastifyRequest, reply: FastifyReply) {
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return fail(reply, 'UNSUPPORTED_MEDIA_TYPE');
  return undefined;
}

/**
 * POST /open/hubspot/send (docs/requirements.md R11.4). The checks run in this order, each with
 * its own code: JSON content type (415), size (413), parse (400), request
 * forgery (403), rate limit (429), shape (400), fields against the form's
 * definition with the client's own schema (400). Then the lead is committed to
 * the outbox (suspected spam as `held`), and only then is the answer
 * `200 { ok: true, id }`.
 */
export function registerLeadSend(app: FastifyInstance, deps: LeadSendDeps): void {
  const { services, xsrf } = deps;

  const forgeryCheck = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers['sec-fetch-site'] === 'cross-site') return fail(reply, 'CROSS_SITE_REQUEST');
    const check = xsrf.check(request);
    if (check !== 'ok') {
      annotate(request, { xsrf: check });
      // A same-site page whose token went stale (new secret after a restart) gets a fresh one to
      // send again with; a forging site cannot read it (SameSite=Strict, another origin).
      xsrf.ensureCookie(request, reply);
      return fail(reply, 'XSRF_TOKEN_INVALID');
    }
    return undefined;
  };

  app.post(
    '/open/hubspot/send',
    {
      bodyLimit: SEND_BODY_LIMIT,
      onRequest: requireJson,
      preValidation: forgeryCheck,
      preHandler: deps.rateLimit,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const keyHeader = request.headers['idempotency-key'];
      if (keyHeader !== undefined && (typeof keyHeader !== 'string' || !FORM_GUID.test(keyHeader))) {
        return fail(reply, 'INVALID_IDEMPOTENCY_KEY');
      }
      const idempotencyKey = keyHeader?.toLowerCase();

      const body = request.body;
      const parsed = submissionSchema.safeParse(body);
      if (!parsed.success || body === null || typeof body !== 'object' || Array.isArray(body)) {
        const detail = parsed.success ? 'not an object' : shapeProblem(parsed.error.issues);
        return reply
          .status(ERROR_CODES.INVALID_SUBMISSION.status)
          .send(errorBody('INVALID_SUBMISSION', `${ERROR_CODES.INVALID_SUBMISSION.message} (${detail})`));
      }
      const { formId, form: sent } = parsed.data;

      const found = await services.catalog.get(formId);
      if (found.kind === 'not-found') return fail(reply, 'UNKNOWN_FORM');
      if (found.kind === 'unavailable') return fail(reply.header('retry-after', '30'), 'FORM_UNAVAILABLE');
      const { definition } = found.form;

      const fieldErrors = {
        ...fieldErrorsForClient(validateValues(definition, wireValuesOf(sent))),
        ...duplicateFieldErrors(sent),
      };
      if (Object.keys(fieldErrors).length > 0) return fail(reply, 'VALIDATION_FAILED', fieldErrors);
      const form = canonicalForm(found.form.id, definition, sent);

      // Suspected spam is answered like any lead (a bot learns nothing) and kept, held back from
      // HubSpot: a person who filled the form fast, or a client without our timing keys, loses nothing.
      const spam = spamReason(body as Record<string, unknown>, form.submittedAt, deps.spamMinFillMs);
      if (spam) {
        services.spam.add(spam);
        annotate(request, { spam });
      }

      const now = Date.now();
      let outcome;
      try {
        outcome = await services.committer.submit({
          id: randomUUID(),
          formId: found.form.id,
          form,
          clientIp: request.ip,
          consent: buildConsentRecord({
            formId: found.form.id,
            definition,
            form,
            language: found.form.language,
            policyVersion: PRIVACY_POLICY_VERSION,
            now,
          }),
          state: spam ? 'held' : services.mode === 'hubspot' ? 'pending' : 'local',
          holdReason: spam,
          createdAt: now,
          idempotencyKey,
          bodyHash: bodyHash(body),
        });
      } catch (error) {
        request.log.error({ err: error }, 'outbox write failed: the lead was NOT accepted');
        return fail(reply.header('retry-after', '5'), 'STORE_UNAVAILABLE');
      }
      if (outcome.kind === 'conflict') return fail(reply, 'IDEMPOTENCY_KEY_REUSED');
      if (spam)
        request.log.warn({ spam, formId, leadId: outcome.id }, 'suspected spam kept as held, not delivered');
      annotate(request, { leadId: outcome.id, ...(outcome.kind === 'replayed' ? { replayed: true } : {}) });
      return reply.send({ ok: true, id: outcome.id });
    },
  );
}
