import { apiBase } from '../../config/api-base.ts';
import { fallbackConfig } from '../../config/default-config.ts';
import { parseFormDefinition, type FormDefinition } from '../../forms/definition.ts';
import { FORM_DEFINITION_PATH, SEND_PATH } from '../../forms/contract.ts';
import type { SubmissionContext } from '../../forms/submission.ts';
import { $config } from '../../lib/app-store.ts';
import { readCookie } from '../../lib/cookies.ts';
import { apiFetch } from './api-fetch.ts';

/** The provider calls (docs/requirements.md R11.3, R11.4), on the configured server. */
function base(): string {
  const config = $config.get() ?? fallbackConfig(window.location.hostname);
  return apiBase(config.server, window.location);
}

export const definitionUrl = (formId: string): string =>
  `${base()}${FORM_DEFINITION_PATH}?id=${encodeURIComponent(formId)}`;

export const sendUrl = (): string => `${base()}${SEND_PATH}`;

/** Fetches and validates the provider form definition; throws with a readable reason. */
export async function fetchDefinition(formId: string, signal?: AbortSignal): Promise<FormDefinition> {
  const response = await apiFetch(definitionUrl(formId), {
    headers: { accept: 'application/json' },
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`HTTP ${String(response.status)}`);
  const parsed = parseFormDefinition(await response.json());
  if (!parsed.ok) throw new Error(`invalid form definition (${parsed.error})`);
  return parsed.definition;
}

/** HubSpot's tracking cookie; it exists only after analytics consent. */
export const TRACKING_COOKIE = 'hubspotutk';

/** The page the request comes from; the `#contact` fragment is the modal, not the page. */
export function submissionContext(): SubmissionContext {
  const { origin, pathname, search } = window.location;
  return {
    hutk: readCookie(document.cookie, TRACKING_COOKIE),
    pageUri: `${origin}${pathname}${search}`,
    pageName: document.title,
  };
}
