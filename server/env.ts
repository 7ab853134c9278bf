import { z } from 'zod';
import { parseRateSpec, parseTrustProxy } from './env-parsers.ts';
import { DEFAULT_FORMS_API, isFormsApi } from './hubspot/forms-api.ts';
import { trimTrailingSlashes } from './trim-slashes.ts';
import { resolveEditorOrigin } from './cms/editor-origin.ts';
import { GITHUB_URL } from './cms/github-oauth.ts';
import { HUBSPOT_REGIONS } from '../src/config/hubspot-hosts.ts';
import { SiteSettingsError } from '../src/config/settings/load.ts';
import {
  portalSettingsOf,
  resolveHubspot,
  type PortalSettings,
  type ResolvedHubspot,
} from './env-hubspot.ts';

const optionalSecret = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const LOOPBACK_HOSTS = /^(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])$/i;
const TLS_MODES = new Set(['require', 'verify-ca', 'verify-full']);

/**
 * Whether a PostgreSQL URL keeps leads off the network in clear (decision 146): TLS asked for
 * (sslmode require or stricter), or a host on this machine (loopback, or a Unix socket: no host,
 * or a `host=` that is a path).
 */
export function databaseUrlIsSafe(value: string): boolean {
  const url = new URL(value);
  const socketHost = url.searchParams.get('host');
  if (socketHost?.startsWith('/') === true) return true;
  if (url.hostname === '' || LOOPBACK_HOSTS.test(url.hostname)) return true;
  return TLS_MODES.has(url.searchParams.get('sslmode') ?? '');
}

function isPostgresUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'postgres:' || protocol === 'postgresql:';
  } catch {
    return false;
  }
}

const port = z.coerce.number().int().min(0).max(65535);
/** A whole number, 0 allowed (0 turns the feature off where the README says so). */
const count = z.coerce.number().int().min(0);
const positive = z.coerce.number().int().positive();

/**
 * The server's environment (docs/requirements.md R15.3), validated once at start. A bad value
 * stops start-up with a message naming the variable.
 */
export const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  /**
   * The lead outbox in PostgreSQL, shared by several instances (decision 095); unset: SQLite in
   * DATA_DIR. The value is never echoed (it may hold a password).
   */
  DATABASE_URL: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return undefined;
      if (!isPostgresUrl(value.trim())) {
        ctx.addIssue({ code: 'custom', message: 'must be a postgres:// or postgresql:// URL' });
        return z.NEVER;
      }
      return value.trim();
    }),
  /** Folder of the built site. */
  DIST_DIR: z.string().min(1).default('./dist'),
  /** Public origin used in canonical/og URLs; defaults to http://HOST:PORT. */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .transform((value) => (value === undefined ? undefined : trimTrailingSlashes(value))),
  HUBSPOT_ACCESS_TOKEN: optionalSecret,
  HUBSPOT_PORTAL_ID: z.string().regex(/^\d+$/, 'must be the numeric HubSpot portal id').optional(),
  /** HubSpot's data centre (na1, na2, eu1, ap1); unset: site-settings.json's (env-hubspot.ts). */
  HUBSPOT_REGION: z.enum(HUBSPOT_REGIONS).optional(),
  /** Override the region's forms API and submission hosts (tests, a proxy). */
  HUBSPOT_API_URL: z.url().optional(),
  HUBSPOT_SUBMIT_URL: z.url().optional(),
  /** Where form definitions are read: v2, v3 or a date-based version like 2026-09-beta (decision 098). */
  HUBSPOT_FORMS_API: z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? DEFAULT_FORMS_API : value.trim()))
    .refine(isFormsApi, { message: 'must be v2, v3 or a date-based version like 2026-09 or 2026-09-beta' }),
  CSRF_SECRET: optionalSecret.refine((value) => value === undefined || value.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // --- Lead server ---
  /** Per client IP on POST /open/hubspot/send; 0 turns a window off. */
  RATE_LIMIT_PER_MINUTE: count.default(5),
  RATE_LIMIT_PER_HOUR: count.default(20),
  /** The same per wider network, so one network takes a bounded share of the intake (decision 141). */
  RATE_LIMIT_IPV4_24_PER_MINUTE: count.default(10),
  RATE_LIMIT_IPV4_24_PER_HOUR: count.default(40),
  RATE_LIMIT_IPV6_56_PER_MINUTE: count.default(10),
  RATE_LIMIT_IPV6_56_PER_HOUR: count.default(40),
  RATE_LIMIT_IPV6_48_PER_MINUTE: count.default(20),
  RATE_LIMIT_IPV6_48_PER_HOUR: count.default(80),
  /** Which proxies may tell the client IP and protocol (X-Forwarded-*): see env-parsers.ts. */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === 'object' && 'error' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }
      return parsed;
    }),
  /** A submission faster than this (ms between form shown and sent) is spam; 0 turns the check off. */
  SPAM_MIN_FILL_MS: count.default(3000),
  /** Days a delivered lead keeps its personal data (the consent proof stays). */
  LEAD_RETENTION_DAYS: positive.default(30),
  /** How long a fetched HubSpot form definition is fresh. */
  FORM_CACHE_TTL_MS: positive.default(300_000),
  /** Outbound calls to HubSpot, "<max>/<window>" with s or ms (below HubSpot's 100 per 10 s). */
  HUBSPOT_RATE_LIMIT: z
    .string()
    .default('80/10s')
    .transform((value, ctx) => {
      const parsed = parseRateSpec(value);
      if (!parsed) {
        ctx.addIssue({ code: 'custom', message: 'must look like 80/10s (max calls / window in s or ms)' });
        return z.NEVER;
      }
      return parsed;
    }),
  /** Timeout of one call to HubSpot. */
  HUBSPOT_TIMEOUT_MS: positive.default(10_000),
  /** How long a claimed lead is reserved for its delivery; must exceed HUBSPOT_TIMEOUT_MS. */
  OUTBOX_LEASE_MS: positive.default(30_000),
  /** Deliveries in flight at once (the rate limit still applies). */
  DELIVERY_CONCURRENCY: positive.max(8).default(4),
  /** Retry backoff: full jitter over min(max, base * 2^attempt). */
  DELIVERY_RETRY_BASE_MS: positive.default(1_000),
  DELIVERY_RETRY_MAX_MS: positive.default(300_000),
  /** Consecutive failed deliveries that open the circuit, and how long it stays open before a probe. */
  CIRCUIT_FAILURE_THRESHOLD: positive.default(5),
  CIRCUIT_OPEN_MS: positive.default(30_000),
  /** How long /readyz reuses its store probe (one write and fsync per window, not per call). */
  READY_CACHE_MS: count.default(5000),
  /** Bearer token that shows /readyz details to a non-loopback client; unset: loopback only. */
  READY_TOKEN: optionalSecret,
  /** Days dead, local and held leads keep their personal data (nobody delivers them). */
  LEAD_MAX_AGE_DAYS: positive.default(90),
  /** Days a consent record is kept from the lead's arrival, then its row goes (decision 143: 5 years). */
  CONSENT_RETENTION_DAYS: positive.default(1826),
  /** Key of the consent record's e-mail HMAC; unset: derived from CSRF_SECRET, else a file in DATA_DIR. */
  CONSENT_HASH_SECRET: optionalSecret.refine((value) => value === undefined || value.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  /** Leads taken in per minute across all clients (503 past it); 0 turns the ceiling off. */
  LEAD_INTAKE_PER_MINUTE: count.default(600),
  /** Suspected-spam leads kept as held at most (past it answered the same, not stored); 0 = no cap. */
  HELD_LEADS_MAX: count.default(10_000),
  /** Log client IPs in full instead of their /24 (IPv4) or /48 (IPv6). */
  LOG_FULL_IP: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  // --- Slow clients and shutdown (decision 088) ---
  /** A whole request, headers and body, must arrive within this. */
  REQUEST_TIMEOUT_MS: positive.default(15_000),
  /** The request line and headers must arrive within this (at most REQUEST_TIMEOUT_MS). */
  HEADERS_TIMEOUT_MS: positive.default(10_000),
  /** An idle kept-alive connection is closed after this. */
  KEEP_ALIVE_TIMEOUT_MS: positive.default(5_000),
  /** A connection with no traffic at all (a stalled download) is closed after this. */
  CONNECTION_TIMEOUT_MS: positive.default(30_000),
  /** Connections served at once; past it a request is answered 503 SERVER_BUSY (decision 146); 0 = no cap. */
  MAX_CONNECTIONS: count.default(512),
  /** Requests one connection may carry before it is closed; 0 = no cap. */
  MAX_REQUESTS_PER_SOCKET: count.default(1_000),
  /** On SIGTERM/SIGINT, how long in-flight requests and the delivery in progress may finish. */
  SHUTDOWN_TIMEOUT_MS: positive.default(10_000),
  /** GET /metrics answers a request bearing this token; without it, loopback only (decision 088). */
  METRICS_TOKEN: optionalSecret,
  // --- The editor's GitHub login (server/cms/, decision 110): both set, or the relay is off ---
  /** The GitHub OAuth app's client id. */
  CMS_GITHUB_CLIENT_ID: optionalSecret,
  /** The GitHub OAuth app's client secret; never echoed. */
  CMS_GITHUB_CLIENT_SECRET: optionalSecret,
  /** The editor's own origin (decision 134); unset: the loopback twin of a loopback PUBLIC_URL, else none. */
  EDITOR_ORIGIN: z.string().optional(),
  /** GitHub's address for the login (GitHub Enterprise, or a test's fake GitHub). */
  CMS_GITHUB_URL: z
    .url({ protocol: /^https?$/ })
    .default(GITHUB_URL)
    .transform((value) => trimTrailingSlashes(value)),
});

type ParsedEnv = z.infer<typeof envSchema>;

export type Env = Omit<ParsedEnv, keyof ResolvedHubspot | 'EDITOR_ORIGIN'> &
  ResolvedHubspot & { PUBLIC_URL: string; EDITOR_ORIGIN: string | undefined };

export class EnvError extends Error {
  override name = 'EnvError';
}

/**
 * Parses an environment; throws EnvError naming every bad variable. `portal` is what the
 * settings file says of the HubSpot portal (read from SITE_SETTINGS_FILE's file unless given).
 */
export function loadEnv(source: Readonly<Record<string, string | undefined>>, portal?: PortalSettings): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const hubspot = resolveHubspot(result.data, portal ?? readPortalSettings(source));
  if ('errors' in hubspot) throw new EnvError(`Invalid environment:\n  ${hubspot.errors.join('\n  ')}`);
  const env = { ...result.data, ...hubspot.ok };
  if ((env.HUBSPOT_ACCESS_TOKEN === undefined) !== (env.HUBSPOT_PORTAL_ID === undefined)) {
    throw new EnvError(
      'Invalid environment:\n  HUBSPOT_ACCESS_TOKEN and HUBSPOT_PORTAL_ID must be set together (or neither, for the embedded default)',
    );
  }
  if ((env.CMS_GITHUB_CLIENT_ID === undefined) !== (env.CMS_GITHUB_CLIENT_SECRET === undefined)) {
    throw new EnvError(
      'Invalid environment:\n  CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET must be set together (or neither: the editor login is off)',
    );
  }
  if (env.OUTBOX_LEASE_MS <= env.HUBSPOT_TIMEOUT_MS) {
    throw new EnvError(
      'Invalid environment:\n  OUTBOX_LEASE_MS must be longer than HUBSPOT_TIMEOUT_MS (a lease must outlive its call)',
    );
  }
  if (env.DATABASE_URL !== undefined && env.CSRF_SECRET === undefined) {
    // Several instances share the database: a random per-process secret would make a forgery token
    // signed by one instance invalid on the next (decision 095).
    throw new EnvError(
      'Invalid environment:\n  CSRF_SECRET must be set when DATABASE_URL is (instances behind one database must share it; 32+ characters)',
    );
  }
  refuseUnsafeProduction(source, env);
  if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
    throw new EnvError('Invalid environment:\n  HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS');
  }
  const publicHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  const publicUrl = env.PUBLIC_URL ?? `http://${publicHost}:${String(env.PORT)}`;
  const editor = resolveEditorOrigin({
    editorOrigin: env.EDITOR_ORIGIN?.trim() || undefined,
    publicUrl,
    production: source['NODE_ENV'] === 'production',
  });
  if ('error' in editor) throw new EnvError(`Invalid environment:\n  ${editor.error}`);
  return { ...env, PUBLIC_URL: publicUrl, EDITOR_ORIGIN: editor.origin };
}

function readPortalSettings(source: Readonly<Record<string, string | undefined>>): PortalSettings {
  try {
    return portalSettingsOf(source);
  } catch (error) {
    if (error instanceof SiteSettingsError) throw new EnvError(error.message);
    throw error;
  }
}

/**
 * In production a missing forgery secret (tokens would die at each restart and differ between
 * instances) or a plain-http HubSpot address (the access token and leads in clear) is a
 * configuration fault, not a warning (decision 088); so is trusting every proxy hop (decision 140).
 */
function refuseUnsafeProduction(
  source: Readonly<Record<string, string | undefined>>,
  env: Omit<ParsedEnv, keyof ResolvedHubspot> & ResolvedHubspot,
): void {
  if (source['NODE_ENV'] !== 'production') return;
  const faults: string[] = [];
  if (env.CSRF_SECRET === undefined) faults.push('CSRF_SECRET must be set in production (32+ characters)');
  for (const name of ['HUBSPOT_API_URL', 'HUBSPOT_SUBMIT_URL', 'CMS_GITHUB_URL'] as const) {
    if (!env[name].startsWith('https:')) faults.push(`${name} must be an https: address in production`);
  }
  if (env.DATABASE_URL !== undefined && !databaseUrlIsSafe(env.DATABASE_URL)) {
    faults.push(
      'DATABASE_URL to a remote host must ask for TLS in production: add sslmode=require (or verify-ca, verify-full); loopback and Unix sockets are exempt',
    );
  }
  if (env.TRUST_PROXY === true) {
    // Trusting every hop lets any client name its own address in X-Forwarded-For (decision 140).
    faults.push(
      'TRUST_PROXY=true is refused in production (any client could set its own address): name the hop count (1 for one proxy on this host) or the proxy addresses/CIDRs',
    );
  }
  if (faults.length > 0) throw new EnvError(`Invalid environment:\n  ${faults.join('\n  ')}`);
}
