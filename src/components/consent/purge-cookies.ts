/**
 * Deletes cookies set by a third-party script in our pages. Such scripts
 * usually set them on the registrable domain (".example.com"), so each cookie is
 * expired for the bare host and for every parent domain too.
 */

/** Names of every cookie visible to scripts. */
export function cookieNames(cookieHeader: string): string[] {
  return cookieHeader
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => name !== '');
}

/** The Domain attributes a cookie of this host may carry ([] for an IP address or a bare name). */
export function candidateDomains(hostname: string): string[] {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':') || !hostname.includes('.')) return [];
  const labels = hostname.split('.');
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
}

/** Every `document.cookie` assignment that expires `name` on `hostname`. */
export function expiringAssignments(name: string, hostname: string): string[] {
  const base = `${name}=; Max-Age=0; Path=/`;
  return [base, ...candidateDomains(hostname).map((domain) => `${base}; Domain=.${domain}`)];
}

/** Expires every cookie whose name matches one of the patterns. */
export function purgeCookies(patterns: readonly RegExp[], doc: Document = document): void {
  const hostname = doc.location.hostname;
  for (const name of cookieNames(doc.cookie)) {
    if (!patterns.some((pattern) => pattern.test(name))) continue;
    for (const assignment of expiringAssignments(name, hostname)) doc.cookie = assignment;
  }
}
