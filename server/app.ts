import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Env } from './env.ts';
import { registerCms } from './cms/register-cms.ts';
import { capConnections } from './connection-cap.ts';
import { answerFrameworkError, registerErrorAnswers } from './error-answers.ts';
import { loggerOptions } from './logging/logger-options.ts';
import { OneLinePerRequest } from './logging/request-log.ts';
import { startRetention } from './outbox/retention.ts';
import { registerFormGet } from './routes/form-get.ts';
import { registerHealth } from './routes/health.ts';
import { createAcceptLead } from './leads/accept-lead.ts';
import { registerSendRoute } from './leads/send-route.ts';
import { refuseDeepBody } from './leads/body-depth.ts';
import { registerReady } from './routes/ready.ts';
import { warnOfUntrustedProxy } from './security/client-address.ts';
import { cspOrigins } from './security/csp-origins.ts';
import { readInlineScriptHashes } from './security/inline-hashes.ts';
import { createSubmitRateLimit, submitLimitsOf } from './security/rate-limit.ts';
import { registerSecurityHeaders, type ApplySecurityHeaders } from './security/security-headers.ts';
import { createXsrf, forgeryGuard, resolveXsrfSecret } from './security/xsrf.ts';
import { loadSitePages, registerPages } from './site/pages.ts';
import { registerStaticAssets } from './site/static-assets.ts';
import { slowClientLimits } from './slow-clients.ts';
import { readOutboxSnapshot, type CreateLeadMetrics } from './metrics/lead-metrics.ts';
import { createHubspotClient } from './hubspot/hubspot-client.ts';
import { resolveConsentKey } from './leads/consent-secret.ts';
import { SpamCounter } from './leads/spam.ts';
import { databaseOf, openDatabase } from './open-database.ts';
import { createDelivery } from './outbox/delivery.ts';
import { GroupCommitter } from './outbox/group-commit.ts';
import type { LeadStore } from './outbox/store.ts';
import { registerMetricsRoute } from './metrics/metrics-route.ts';

export interface AppOverrides {
  /** Form ids the site serves in HubSpot mode (default: the contact form of each language). */
  readonly formIds?: readonly string[];
  readonly store?: LeadStore;
  /** The fetch every HubSpot call goes through (the region test gives one that reaches a local fake). */
  readonly fetch?: typeof fetch;
}

export interface AppDeps {
  readonly env: Env;
  /** Fastify logger options; tests pass `false` (or loggerOptions with their own stream). */
  readonly logger?: FastifyServerOptions['logger'];
  /** Serve the built site (default). `npm run dev` turns it off: Astro's dev server serves pages. */
  readonly serveSite?: boolean;
  /** Test seams: another store, the form ids served from HubSpot, the fetch HubSpot calls go through. */
  readonly leads?: AppOverrides;
  /** Metrics (index.ts passes prom-metrics.ts); without them nothing is counted and /metrics is 404. */
  readonly metrics?: CreateLeadMetrics;
}

/**
 * Builds the whole server without listening (tests use `app.inject()`;
 * index.ts listens).
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env } = deps;
  // Framework errors are answered before any hook runs; they set the headers themselves.
  const securityHeaders: { apply?: ApplySecurityHeaders } = {};
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(env.LOG_LEVEL),
    logController: new OneLinePerRequest({ fullIp: env.LOG_FULL_IP }),
    trustProxy: env.TRUST_PROXY,
    routerOptions: { ignoreDuplicateSlashes: true },
    // A path that cannot be percent-decoded is an unknown page; an API path's error speaks the registry.
    frameworkErrors: answerFrameworkError(securityHeaders),
    ...slowClientLimits(env),
  });

  if (env.TRUST_PROXY === false) warnOfUntrustedProxy(app);
  capConnections(app, env.MAX_CONNECTIONS);
  const httpsOnly = env.PUBLIC_URL.startsWith('https:');
  registerErrorAnswers(app, { httpsOnly });
  const { secret, generated } = resolveXsrfSecret(env.CSRF_SECRET);
  if (generated && (httpsOnly || process.env['NODE_ENV'] === 'production')) {
    app.log.warn(
      'CSRF_SECRET is not set: using a random secret for this process; request-forgery tokens stop working at each restart',
    );
  }
  const xsrf = createXsrf(secret, { forceSecure: httpsOnly });

  await app.register(fastifyCookie);
  // One wiring point per stage, each made once here: the database, the metrics, HubSpot (forms,
  // submitter, the region's hosts), the outbox and its delivery, then the routes over them.
  const overrides = deps.leads ?? {};
  const database = overrides.store
    ? databaseOf(overrides.store, env, app.log)
    : await openDatabase(env, app.log);
  const { store, limits } = database;
  const metrics = deps.metrics?.();
  const hubspot = await createHubspotClient(env, app.log, {
    snapshots: (secrets) => database.formSnapshots(secrets),
    formIds: overrides.formIds,
    fetch: overrides.fetch,
    onAnswer: metrics?.hubspotAnswered,
    onUnknownErrorType: metrics?.unknownErrorType,
  });
  const committer = new GroupCommitter(store);
  const worker =
    hubspot.submit &&
    createDelivery(env, {
      store,
      committer,
      submit: hubspot.submit,
      limits,
      log: app.log,
      onOutcome: metrics?.deliveryAttempted,
      onFormFault: (formId) => hubspot.catalog.refetch?.(formId),
    });
  const spam = new SpamCounter();

  const site =
    (deps.serveSite ?? true)
      ? await loadSitePages({ distDir: env.DIST_DIR, publicUrl: env.PUBLIC_URL })
      : undefined;
  const publicHeaders = await registerSecurityHeaders(app, {
    inlineScriptHashes: site ? await readInlineScriptHashes(env.DIST_DIR) : [],
    httpsOnly,
    origins: cspOrigins(hubspot.trackingCode),
  });
  const rateLimit = await createSubmitRateLimit(app, submitLimitsOf(env), limits.windows);
  registerHealth(app);
  registerReady(
    app,
    {
      store,
      worker,
      mode: hubspot.mode,
      limitsScope: limits.scope,
      spam,
      formProblems: hubspot.formProblems,
    },
    { cacheMs: env.READY_CACHE_MS, token: env.READY_TOKEN },
  );
  registerFormGet(app, { catalog: hubspot.catalog, xsrf });
  registerSendRoute(app, {
    acceptLead: createAcceptLead(
      {
        catalog: hubspot.catalog,
        committer,
        store,
        windows: limits.windows,
        spam,
        consentKey: resolveConsentKey(env),
        mode: hubspot.mode,
      },
      {
        spamMinFillMs: env.SPAM_MIN_FILL_MS,
        intakePerMinute: env.LEAD_INTAKE_PER_MINUTE,
        heldMax: env.HELD_LEADS_MAX,
        warnHeldFull: (heldCount) => {
          app.log.warn(
            { heldCount },
            'HELD_LEADS_MAX reached: suspected spam is answered but no longer stored',
          );
        },
      },
    ),
    forgeryCheck: forgeryGuard(xsrf),
    bodyCheck: refuseDeepBody,
    rateLimit,
    ...(metrics ? { record: metrics.leadAnswered } : {}),
  });
  if (metrics) {
    registerMetricsRoute(app, {
      metrics,
      token: env.METRICS_TOKEN,
      outbox: () =>
        readOutboxSnapshot(
          store,
          worker && (() => worker.circuitState()),
          Date.now(),
          worker && (() => worker.configFault()),
        ),
    });
  }
  // Before the static files: its gate must reach their plugin's routes; after the public headers,
  // which the editor's replace on its origin, framework errors included (decision 134).
  const editorGate = await registerCms(app, { env, secret, httpsOnly, serveSite: site !== undefined });
  securityHeaders.apply = (request, reply) => {
    publicHeaders(request, reply);
    editorGate.applyHeaders(request, reply);
  };
  if (site) {
    registerPages(app, site, { xsrf, httpsOnly });
    await registerStaticAssets(app, env.DIST_DIR);
  }

  let stopRetention: (() => void) | undefined;
  app.addHook('onReady', (done) => {
    stopRetention = startRetention({
      store,
      retentionDays: env.LEAD_RETENTION_DAYS,
      maxAgeDays: env.LEAD_MAX_AGE_DAYS,
      consentRetentionDays: env.CONSENT_RETENTION_DAYS,
      log: app.log,
    });
    worker?.start();
    app.log.info({ delivery: hubspot.mode }, 'lead outbox ready');
    done();
  });
  // Runs once the server no longer accepts connections and in-flight requests
  // are answered: finish the delivery in progress, then close the store.
  app.addHook('onClose', async () => {
    stopRetention?.();
    await worker?.stop();
    await committer.drain();
    store.close();
  });

  return app;
}
