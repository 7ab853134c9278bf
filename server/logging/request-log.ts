import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { normalisedPath } from '../../src/lib/normalised-path.ts';
import { ipPrefix } from './ip-prefix.ts';

/**
 * One log line per request (Fastify's "incoming request" / "request
 * completed" pair becomes a single line when the answer is sent), with
 * whatever a route added (the lead id, the spam reason).
 */
const notes = new WeakMap<FastifyRequest, Record<string, unknown>>();

export function annotate(request: FastifyRequest, fields: Record<string, unknown>): void {
  notes.set(request, { ...notes.get(request), ...fields });
}

/**
 * A client IP as logs show it: its /24 (IPv4) or /48 (IPv6), enough to see a network at work,
 * not who a visitor is; LOG_FULL_IP=true keeps it whole (decision 088). The stored lead keeps
 * the full address (it goes to HubSpot with the lead).
 */
export function loggedIp(ip: string | undefined, fullIp: boolean): string | undefined {
  // Fastify's request.ip is undefined once the client's socket is gone (a connection closed
  // before the answer finished): the log line must still be written, never crash the process.
  if (ip === undefined) return undefined;
  return fullIp ? ip : ipPrefix(ip, { v4: 24, v6: 48 });
}

/**
 * A request's address as logs show it. The editor's login relay carries secrets in its query
 * (GitHub's one-use `code`, the `state`): under /cms/ every query value is replaced, its names
 * kept, however the path is spelt (decision 135).
 */
export function loggedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const path = url.slice(0, at);
  const normal = normalisedPath(path);
  if (normal !== '/cms' && !normal.startsWith('/cms/')) return url;
  const names = [...new URLSearchParams(url.slice(at + 1)).keys()];
  return `${path}?${names.map((name) => `${encodeURIComponent(name)}=[redacted]`).join('&')}`;
}

export class OneLinePerRequest extends LogController {
  readonly #fullIp: boolean;

  constructor(options: { readonly fullIp?: boolean } = {}) {
    super();
    this.#fullIp = options.fullIp ?? false;
  }

  override incomingRequest(): void {
    // The line is written when the request completes.
  }

  override routeNotFound(): void {
    // The completed request's line says 404 (or the redirect).
  }

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: loggedUrl(request.url),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ip: loggedIp(request.ip, this.#fullIp),
      ...notes.get(request),
    };
    if (error) request.log.error({ ...line, err: error }, 'request');
    else request.log.info(line, 'request');
  }

  // Fastify's own error lines carry `req` (with the full remoteAddress): ours carry the request
  // line's fields instead.
  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    const fields = {
      method: request.method,
      url: loggedUrl(request.url),
      ip: loggedIp(request.ip, this.#fullIp),
    };
    if (reply.statusCode >= 500) reply.log.error({ ...fields, err: error }, error.message);
    else reply.log.info({ ...fields, err: error }, error.message);
  }

  override writeHeadError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    const fields = {
      method: request.method,
      url: loggedUrl(request.url),
      ip: loggedIp(request.ip, this.#fullIp),
    };
    reply.log.warn({ ...fields, err: error }, error.message);
  }
}
