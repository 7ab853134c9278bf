/**
 * Every HubSpot call is made with `redirect: 'manual'` (decision 146): a redirect from the
 * configured host (a moved region, a captive proxy, a hijacked name) is an error, never followed,
 * since following it would send the access token and the lead to another host.
 */
export const NO_REDIRECTS = { redirect: 'manual' } as const;

/** What the error says of a redirect answer, or undefined when the answer is not one. */
export function redirectError(response: Response): string | undefined {
  if (response.status < 300 || response.status > 399) return undefined;
  const location = response.headers.get('location') ?? 'nowhere named';
  return `HubSpot answered ${String(response.status)} with a redirect to ${location}, not followed: check the HubSpot address settings`;
}
