import type { FastifyInstance } from 'fastify';
import { isFormId } from '../../src/config/form-id.ts';
import { FORM_DEFINITION_PATH } from '../../src/forms/contract.ts';
import { sendError } from '../errors.ts';
import type { FormCatalog } from '../hubspot/form-catalog.ts';
import type { Xsrf } from '../security/xsrf.ts';

/**
 * GET /open/hubspot/get?id=FORM_ID (docs/requirements.md R11.3): the form definition. Also
 * hands out the request-forgery cookie, since the contact form loads this before it can be sent.
 */
export function registerFormGet(app: FastifyInstance, deps: { catalog: FormCatalog; xsrf: Xsrf }): void {
  app.get(FORM_DEFINITION_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    deps.xsrf.ensureCookie(request, reply);
    const id = (request.query as Record<string, unknown>)['id'];
    if (!isFormId(id)) return sendError(reply, 'INVALID_FORM_ID');
    const result = await deps.catalog.get(id);
    if (result.kind === 'not-found') return sendError(reply, 'FORM_NOT_FOUND');
    if (result.kind === 'unavailable')
      return sendError(reply.header('retry-after', '30'), 'FORM_UNAVAILABLE');
    return reply.type('application/json; charset=utf-8').send(result.form.bytes);
  });
}
