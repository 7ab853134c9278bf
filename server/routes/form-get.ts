import type { FastifyInstance } from 'fastify';
import { errorBody, ERROR_CODES, type ErrorCode } from '../errors.ts';
import type { FormCatalog } from '../hubspot/form-catalog.ts';
import type { Xsrf } from '../security/xsrf.ts';

/** HubSpot form ids are GUIDs. */
export const FORM_GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /open/hubspot/get?id=FORM_ID (docs/requirements.md R11.3): the form definition. Also hands
 * out the request-forgery cookie, since the contact form loads this before it
 * can be sent.
 */
export function registerFormGet(app: FastifyInstance, deps: { catalog: FormCatalog; xsrf: Xsrf }): void {
  app.get('/open/hubspot/get', async (request, reply) => {
    const fail = (code: ErrorCode) => reply.status(ERROR_CODES[code].status).send(errorBody(code));
    reply.header('cache-control', 'no-store');
    deps.xsrf.ensureCookie(request, reply);
    const id = (request.query as Record<string, unknown>)['id'];
    if (typeof id !== 'string' || !FORM_GUID.test(id)) return fail('INVALID_FORM_ID');
    const result = await deps.catalog.get(id);
    if (result.kind === 'not-found') return fail('FORM_NOT_FOUND');
    if (result.kind === 'unavailable') {
      reply.header('retry-after', '30');
      return fail('FORM_UNAVAILABLE');
    }
    return reply.type('application/json; charset=utf-8').send(result.form.bytes);
  });
}
