import { CONTACT_FORM_IDS } from '../../src/forms/contact-form.ts';
import type { FormDefinition } from '../../src/forms/definition.ts';
import type { Env } from '../env.ts';
import { languageOf } from '../hubspot/cached-form.ts';
import { loadEmbeddedForms } from '../hubspot/embedded-forms.ts';
import { fetchRemoteForm, UpstreamError } from '../hubspot/remote-forms.ts';

/**
 * What `npm run hubspot -- check` found for one configured contact form, read the way the server
 * reads it (fetchRemoteForm: the configured forms API, portal, token and host; decision 098).
 */
export type FormCheck =
  | {
      readonly kind: 'read';
      readonly locale: string;
      readonly formId: string;
      readonly definition: FormDefinition;
    }
  | { readonly kind: 'not-found'; readonly locale: string; readonly formId: string }
  /** 401/403: the token is refused; no other form can be read either. */
  | {
      readonly kind: 'token-refused';
      readonly locale: string;
      readonly formId: string;
      readonly status: number;
    }
  | {
      readonly kind: 'unreadable';
      readonly locale: string;
      readonly formId: string;
      readonly reason: string;
    };

export type CheckEnv = Pick<
  Env,
  | 'HUBSPOT_ACCESS_TOKEN'
  | 'HUBSPOT_PORTAL_ID'
  | 'HUBSPOT_API_URL'
  | 'HUBSPOT_FORMS_API'
  | 'HUBSPOT_TIMEOUT_MS'
>;

/** The configured contact forms, one per language, as HubSpot answers them now. */
export async function checkRemoteForms(
  env: CheckEnv & { readonly HUBSPOT_ACCESS_TOKEN: string; readonly HUBSPOT_PORTAL_ID: string },
): Promise<FormCheck[]> {
  const config = {
    apiUrl: env.HUBSPOT_API_URL,
    accessToken: env.HUBSPOT_ACCESS_TOKEN,
    portalId: env.HUBSPOT_PORTAL_ID,
    timeoutMs: env.HUBSPOT_TIMEOUT_MS,
    formsApi: env.HUBSPOT_FORMS_API,
  };
  const checks: FormCheck[] = [];
  // One form after the other: an operator's check, far below HubSpot's rate limit.
  for (const [locale, formId] of Object.entries(CONTACT_FORM_IDS)) {
    try {
      const result = await fetchRemoteForm(config, formId);
      checks.push(
        result.kind === 'found'
          ? { kind: 'read', locale, formId, definition: result.form.definition }
          : { kind: 'not-found', locale, formId },
      );
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      if (error.status === 401 || error.status === 403) {
        checks.push({ kind: 'token-refused', locale, formId, status: error.status });
        break;
      }
      checks.push({ kind: 'unreadable', locale, formId, reason: error.message });
    }
  }
  return checks;
}

/** Without credentials the site serves the repository's embedded definitions: those are checked. */
export async function checkEmbeddedForms(): Promise<FormCheck[]> {
  const forms = await loadEmbeddedForms();
  return [...forms.values()].map((form) => ({
    kind: 'read',
    locale:
      Object.entries(CONTACT_FORM_IDS).find(([, id]) => id === form.id)?.[0] ??
      languageOf(form.id, form.definition),
    formId: form.id,
    definition: form.definition,
  }));
}
