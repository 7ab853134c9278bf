import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { originOf, type CspOrigins } from './csp-origins.ts';

/**
 * Security headers on every response. @fastify/helmet knows the headers and
 * validates and serialises the CSP, but it rebuilds its middleware on every
 * request, which halves the throughput of a small JSON route (measured: see
 * decision 062). The headers never change while the server runs, so
 * helmet computes them once at start and one hook applies the result.
 */
export interface SecurityHeaderOptions {
  /** Hash sources of our pages' inline scripts (inline-hashes.ts). */
  readonly inlineScriptHashes: readonly string[];
  /** The public origin is HTTPS: HSTS and upgrade-insecure-requests apply everywhere. */
  readonly httpsOnly: boolean;
  /** Third-party origins by directive (csp-origins.ts, with the HubSpot region's tracking code). */
  readonly origins: CspOrigins;
}

/** Features nothing on the site uses; embeds keep their defaults (fullscreen, autoplay). */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

const ONE_YEAR = 31_536_000;

export function cspDirectives(options: SecurityHeaderOptions): Record<string, string[]> {
  const { origins } = options;
  const list = (sources: readonly string[]) => sources.map(originOf);
  const frames = list(origins.frame);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...options.inlineScriptHashes, ...list(origins.script)],
    'script-src-attr': ["'none'"],
    // Inline <style> and style="" come from Astro and React (and sanitised provider
    // HTML in the contact form); CSS cannot run code. See decision 062.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...list(origins.img)],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...list(origins.connect)],
    'media-src': ["'self'"],
    'frame-src': frames.length > 0 ? frames : ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    ...(options.httpsOnly ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

async function headersFromHelmet(
  options: SecurityHeaderOptions,
  hsts: boolean,
): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options) },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: hsts ? { maxAge: ONE_YEAR, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
  probe.get('/', (_request, reply) => reply.send(''));
  const bare = Fastify({ logger: false });
  bare.get('/', (_request, reply) => reply.send(''));
  const [withHelmet, without] = await Promise.all([
    probe.inject({ method: 'GET', url: '/' }),
    bare.inject({ method: 'GET', url: '/' }),
  ]);
  await Promise.all([probe.close(), bare.close()]);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(withHelmet.headers)) {
    if (name in without.headers || typeof value !== 'string') continue;
    headers[name] = value;
  }
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}

/** Sets the headers on one reply (HSTS only over HTTPS). */
export type ApplySecurityHeaders = (request: FastifyRequest, reply: FastifyReply) => void;

/**
 * Adds the headers to every response of `app`, and returns the function that
 * does it for answers no hook sees (Fastify's framework errors).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions,
): Promise<ApplySecurityHeaders> {
  const plain = await headersFromHelmet(options, false);
  const secure = await headersFromHelmet(options, true);
  const apply: ApplySecurityHeaders = (request, reply) => {
    reply.headers(options.httpsOnly || request.protocol === 'https' ? secure : plain);
  };
  app.addHook('onRequest', (request, reply, done) => {
    apply(request, reply);
    done();
  });
  return apply;
}
