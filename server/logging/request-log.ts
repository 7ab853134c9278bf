import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request (Fastify's "incoming request" / "request
 * completed" pair becomes a single line when the answer is sent), with
 * whatever a route added (the lead id, the spam reason).
 */
const notes = new WeakMap<FastifyRequest, Record<string, unknown>>();

export function annotate(request: FastifyRequest, fields: Record<string, unknown>): void {
  notes.set(request, { ...notes.get(request), ...fields });
}

export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {
    // The line is written when the request completes.
  }

  override routeNotFound(): void {
    // The completed request's line says 404 (or the redirect).
  }

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ip: request.ip,
      ...notes.get(request),
    };
    if (error) request.log.error({ ...line, err: error }, 'request');
    else request.log.info(line, 'request');
  }
}
