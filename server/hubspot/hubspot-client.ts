import type { FastifyBaseLogger } from 'fastify';
import { CONTACT_FORM_IDS } from '../../src/forms/contact-form.ts';
import {
  trackingCodeOrigins,
  type HubspotRegion,
  type TrackingCodeOrigins,
} from '../../src/config/hubspot-hosts.ts';
import type { SubmitLead } from '../outbox/submit-outcome.ts';
import type { ServerSecrets } from './cached-form.ts';
import { loadEmbeddedForms } from './embedded-forms.ts';
import { cachedCatalog, embeddedCatalog, type FormCatalog } from './form-catalog.ts';
import type { FormReport } from './form-problems.ts';
import { formProblemsReporter } from './form-problems-log.ts';
import type { FormSnapshots } from './form-snapshots.ts';
import type { FormsApi } from './forms-api.ts';
import { fetchRemoteForm } from './remote-forms.ts';
import { submitToHubspot, type SubmitConfig } from './submit.ts';

/**
 * The server's HubSpot, made once per app from the environment: the form reader, the submitter
 * and the region's hosts. The other stages take what they use from it: the intake and the form
 * route read forms from `catalog`, the delivery worker (server/outbox/delivery.ts) calls `submit`,
 * the Content-Security-Policy allows `trackingCode` (decision 103).
 */
export interface HubspotClient {
  /** With credentials leads are delivered; without, the server runs on its embedded default. */
  readonly mode: 'hubspot' | 'local';
  readonly catalog: FormCatalog;
  /** The loaded forms whose definitions stop leads (CAPTCHA, fields or consent we cannot send). */
  readonly formProblems: () => readonly FormReport[];
  /** Sends one lead to HubSpot; undefined without credentials (leads stay in the outbox as `local`). */
  readonly submit: SubmitLead | undefined;
  /** What the pages' policy allows for the portal's tracking code, in its region. */
  readonly trackingCode: TrackingCodeOrigins;
}

/** The environment it is made from (server/env.ts's names; the Env of the app fits). */
export interface HubspotClientEnv {
  readonly HUBSPOT_REGION: HubspotRegion;
  readonly HUBSPOT_ACCESS_TOKEN?: string | undefined;
  readonly HUBSPOT_PORTAL_ID?: string | undefined;
  readonly HUBSPOT_API_URL: string;
  readonly HUBSPOT_SUBMIT_URL: string;
  readonly HUBSPOT_FORMS_API: FormsApi;
  readonly HUBSPOT_TIMEOUT_MS: number;
  readonly FORM_CACHE_TTL_MS: number;
}

export interface HubspotClientOptions {
  /** Where the last good definitions are kept, beside the lead store (server/open-database.ts). */
  readonly snapshots: (secrets: ServerSecrets) => FormSnapshots;
  /** Form ids the site serves from HubSpot (default: the contact form of each language). */
  readonly formIds?: readonly string[] | undefined;
  /** The fetch every HubSpot call goes through (the region test gives one that reaches a local fake). */
  readonly fetch?: typeof fetch | undefined;
  /** Who is told HubSpot's answers to submissions (metrics, decision 088). */
  readonly onAnswer?: SubmitConfig['onAnswer'];
  readonly onUnknownErrorType?: SubmitConfig['onUnknownErrorType'];
}

export async function createHubspotClient(
  env: HubspotClientEnv,
  log: FastifyBaseLogger,
  options: HubspotClientOptions,
): Promise<HubspotClient> {
  const problems = formProblemsReporter(log);
  const trackingCode = trackingCodeOrigins(env.HUBSPOT_REGION);
  const fetchOption = options.fetch ? { fetch: options.fetch } : {};
  const accessToken = env.HUBSPOT_ACCESS_TOKEN;
  const portalId = env.HUBSPOT_PORTAL_ID;

  if (accessToken === undefined || portalId === undefined) {
    const forms = await loadEmbeddedForms();
    for (const form of forms.values()) problems.report(form);
    const catalog = embeddedCatalog(forms);
    return { mode: 'local', catalog, formProblems: problems.current, submit: undefined, trackingCode };
  }

  const catalog = cachedCatalog({
    fetch: (id) =>
      fetchRemoteForm(
        {
          apiUrl: env.HUBSPOT_API_URL,
          accessToken,
          portalId,
          timeoutMs: env.HUBSPOT_TIMEOUT_MS,
          formsApi: env.HUBSPOT_FORMS_API,
          ...fetchOption,
        },
        id,
      ),
    allowedIds: options.formIds ?? Object.values(CONTACT_FORM_IDS),
    ttlMs: env.FORM_CACHE_TTL_MS,
    snapshots: options.snapshots({ accessToken, portalId }),
    onLoaded: problems.report,
    onError: (id, error) => {
      log.warn({ formId: id, err: error }, 'forms API call failed: serving the last good copy if any');
    },
  });
  const submitConfig: SubmitConfig = {
    submitUrl: env.HUBSPOT_SUBMIT_URL,
    portalId,
    accessToken,
    timeoutMs: env.HUBSPOT_TIMEOUT_MS,
    ...(options.onAnswer ? { onAnswer: options.onAnswer } : {}),
    ...(options.onUnknownErrorType ? { onUnknownErrorType: options.onUnknownErrorType } : {}),
    ...fetchOption,
  };
  return {
    mode: 'hubspot',
    catalog,
    formProblems: problems.current,
    submit: (lead) => submitToHubspot(submitConfig, lead),
    trackingCode,
  };
}
