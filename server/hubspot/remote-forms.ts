import { prepareForm, type CachedForm } from './cached-form.ts';
import { formPath, parseFormAnswer, type FormsApi } from './forms-api.ts';
import { trimTrailingSlashes } from '../trim-slashes.ts';
import { NO_REDIRECTS, redirectError } from './redirect.ts';

/** One answer of the forms API: the form, or HubSpot says it does not exist. */
export type RemoteFormResult =
  { readonly kind: 'found'; readonly form: CachedForm } | { readonly kind: 'not-found' };

export interface RemoteFormsConfig {
  readonly apiUrl: string;
  readonly accessToken: string;
  readonly portalId: string;
  readonly timeoutMs: number;
  /** HUBSPOT_FORMS_API: which path is asked, and which shape its answer has. */
  readonly formsApi: FormsApi;
  /** The one fetch every HubSpot call goes through (tests give one with their own dispatcher). */
  readonly fetch?: typeof fetch;
}

export class UpstreamError extends Error {
  override name = 'UpstreamError';
  /** HubSpot's HTTP status, when it answered with one (401/403: the token is refused). */
  readonly status: number | undefined;
  constructor(message: string, status?: number) {
    super(message);
    this.status = status;
  }
}

/**
 * Fetches the form from the configured forms API (`{HUBSPOT_API_URL}/forms/v2/forms/{id}`,
 * `/marketing/v3/forms/{id}` or `/marketing/forms/{version}/{id}`) with the bearer token, and
 * turns the answer into the client's definition (decision 098). Throws UpstreamError when
 * HubSpot is down, slow, refuses us or answers something that is not a form.
 */
export async function fetchRemoteForm(config: RemoteFormsConfig, id: string): Promise<RemoteFormResult> {
  const url = `${trimTrailingSlashes(config.apiUrl)}${formPath(config.formsApi, id)}`;
  let response: Response;
  try {
    response = await (config.fetch ?? fetch)(url, {
      headers: { authorization: `Bearer ${config.accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(config.timeoutMs),
      ...NO_REDIRECTS,
    });
  } catch (error) {
    throw new UpstreamError(
      `forms API unreachable: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const redirect = redirectError(response);
  if (redirect !== undefined) {
    await response.body?.cancel();
    throw new UpstreamError(redirect, response.status);
  }
  if (response.status === 404) {
    await response.body?.cancel();
    return { kind: 'not-found' };
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new UpstreamError(`forms API answered ${String(response.status)}`, response.status);
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new UpstreamError('forms API answered something that is not JSON');
  }
  const parsed = parseFormAnswer(config.formsApi, json);
  if (!parsed.ok) throw new UpstreamError(`forms API answered an invalid definition: ${parsed.error}`);
  return {
    kind: 'found',
    form: prepareForm(id, parsed.definition, { accessToken: config.accessToken, portalId: config.portalId }),
  };
}
