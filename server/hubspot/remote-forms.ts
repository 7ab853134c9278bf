import { parseFormDefinition } from '../../src/forms/definition.ts';
import { prepareForm, type CachedForm } from './cached-form.ts';
import { trimTrailingSlashes } from '../trim-slashes.ts';

/** One answer of the forms API: the form, or HubSpot says it does not exist. */
export type RemoteFormResult =
  { readonly kind: 'found'; readonly form: CachedForm } | { readonly kind: 'not-found' };

export interface RemoteFormsConfig {
  readonly apiUrl: string;
  readonly accessToken: string;
  readonly portalId: string;
  readonly timeoutMs: number;
  /** The one fetch every HubSpot call goes through (tests give one with their own dispatcher). */
  readonly fetch?: typeof fetch;
}

export class UpstreamError extends Error {
  override name = 'UpstreamError';
}

/**
 * Fetches `{HUBSPOT_API_URL}/forms/v2/forms/{id}` with the bearer token and
 * validates the answer with the definition schema. Throws UpstreamError when
 * HubSpot is down, slow, refuses us or answers something that is not a form.
 */
export async function fetchRemoteForm(config: RemoteFormsConfig, id: string): Promise<RemoteFormResult> {
  const url = `${trimTrailingSlashes(config.apiUrl)}/forms/v2/forms/${encodeURIComponent(id)}`;
  let response: Response;
  try {
    response = await (config.fetch ?? fetch)(url, {
      headers: { authorization: `Bearer ${config.accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    throw new UpstreamError(
      `forms API unreachable: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (response.status === 404) {
    await response.body?.cancel();
    return { kind: 'not-found' };
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new UpstreamError(`forms API answered ${String(response.status)}`);
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new UpstreamError('forms API answered something that is not JSON');
  }
  const parsed = parseFormDefinition(json);
  if (!parsed.ok) throw new UpstreamError(`forms API answered an invalid definition: ${parsed.error}`);
  return {
    kind: 'found',
    form: prepareForm(id, parsed.definition, { accessToken: config.accessToken, portalId: config.portalId }),
  };
}
