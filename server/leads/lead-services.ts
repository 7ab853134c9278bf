import type { FastifyBaseLogger } from 'fastify';
import { CONTACT_FORM_IDS } from '../../src/forms/contact-form.ts';
import { submitToHubspot, type SubmitConfig } from '../hubspot/submit.ts';
import { DeliveryWorker, type WorkerOptions } from '../outbox/worker.ts';
import type { Env } from '../env.ts';
import { loadEmbeddedForms } from '../hubspot/embedded-forms.ts';
import { cachedCatalog, embeddedCatalog, type FormCatalog } from '../hubspot/form-catalog.ts';
import { fetchRemoteForm } from '../hubspot/remote-forms.ts';
import { formProblemsReporter } from '../hubspot/form-problems-log.ts';
import type { FormReport } from '../hubspot/form-problems.ts';
import { GroupCommitter } from '../outbox/group-commit.ts';
import type { LeadStore } from '../outbox/store.ts';
import { SpamCounter } from './spam.ts';
import { resolveConsentKey } from './consent-secret.ts';
import type { SharedLimits } from '../limits/shared-limits.ts';
import { databaseOf, openDatabase } from '../open-database.ts';

/**
 * Everything the lead routes work with, built once per app: where forms come
 * from, the outbox and its group committer, the delivery worker (only with
 * HubSpot credentials: without them leads stay in the store as `local`).
 */
export interface LeadServices {
  readonly mode: 'hubspot' | 'local';
  readonly catalog: FormCatalog;
  readonly store: LeadStore;
  readonly committer: GroupCommitter;
  readonly worker: DeliveryWorker | undefined;
  readonly spam: SpamCounter;
  /** Limits for the whole deployment: in PostgreSQL with several instances, else in this process. */
  readonly limits: SharedLimits;
  /** Key of the consent record's e-mail HMAC (consent-secret.ts). */
  readonly consentKey: string;
  /** The loaded forms whose definitions stop leads (CAPTCHA, fields or consent we cannot send). */
  readonly formProblems: () => readonly FormReport[];
}

/** Who is told about deliveries and HubSpot's answers (metrics, decision 088). */
export interface DeliveryObservers {
  readonly onOutcome?: WorkerOptions['onOutcome'];
  readonly onAnswer?: SubmitConfig['onAnswer'];
  readonly onUnknownErrorType?: SubmitConfig['onUnknownErrorType'];
}

export interface LeadServiceOverrides {
  /** Form ids the site serves in HubSpot mode (default: the contact form of each language). */
  readonly formIds?: readonly string[];
  readonly store?: LeadStore;
  /** The fetch every HubSpot call goes through (the region test gives one that reaches a local fake). */
  readonly fetch?: typeof fetch;
}

export async function createLeadServices(
  env: Env,
  log: FastifyBaseLogger,
  overrides: LeadServiceOverrides = {},
  observers: DeliveryObservers = {},
): Promise<LeadServices> {
  const database = overrides.store ? databaseOf(overrides.store, env, log) : await openDatabase(env, log);
  const { store, limits } = database;
  const committer = new GroupCommitter(store);
  const spam = new SpamCounter();
  const consentKey = resolveConsentKey(env);
  const token = env.HUBSPOT_ACCESS_TOKEN;
  const portalId = env.HUBSPOT_PORTAL_ID;

  const problems = formProblemsReporter(log);
  const formProblems = problems.current;

  if (token === undefined || portalId === undefined) {
    const forms = await loadEmbeddedForms();
    for (const form of forms.values()) problems.report(form);
    return {
      mode: 'local',
      catalog: embeddedCatalog(forms),
      store,
      committer,
      worker: undefined,
      spam,
      limits,
      consentKey,
      formProblems,
    };
  }

  const catalog = cachedCatalog({
    fetch: (id) =>
      fetchRemoteForm(
        {
          apiUrl: env.HUBSPOT_API_URL,
          accessToken: token,
          portalId,
          timeoutMs: env.HUBSPOT_TIMEOUT_MS,
          formsApi: env.HUBSPOT_FORMS_API,
          ...(overrides.fetch ? { fetch: overrides.fetch } : {}),
        },
        id,
      ),
    allowedIds: overrides.formIds ?? Object.values(CONTACT_FORM_IDS),
    ttlMs: env.FORM_CACHE_TTL_MS,
    snapshots: database.formSnapshots({ accessToken: token, portalId }),
    onLoaded: problems.report,
    onError: (id, error) => {
      log.warn({ formId: id, err: error }, 'forms API call failed: serving the last good copy if any');
    },
  });
  const submitConfig = {
    submitUrl: env.HUBSPOT_SUBMIT_URL,
    portalId,
    accessToken: token,
    timeoutMs: env.HUBSPOT_TIMEOUT_MS,
    ...(observers.onAnswer ? { onAnswer: observers.onAnswer } : {}),
    ...(observers.onUnknownErrorType ? { onUnknownErrorType: observers.onUnknownErrorType } : {}),
    ...(overrides.fetch ? { fetch: overrides.fetch } : {}),
  };
  const worker = new DeliveryWorker({
    store,
    submit: (lead) => submitToHubspot(submitConfig, lead),
    circuit: limits.circuit,
    budget: limits.budget,
    backoff: { baseMs: env.DELIVERY_RETRY_BASE_MS, maxMs: env.DELIVERY_RETRY_MAX_MS },
    concurrency: env.DELIVERY_CONCURRENCY,
    leaseMs: env.OUTBOX_LEASE_MS,
    log: log.child({ component: 'delivery' }),
    ...(observers.onOutcome ? { onOutcome: observers.onOutcome } : {}),
    onFormFault: (formId) => catalog.refetch?.(formId),
  });
  committer.onCommit = () => {
    worker.notify();
  };
  return { mode: 'hubspot', catalog, store, committer, worker, spam, limits, consentKey, formProblems };
}
