/**
 * The editor's own policy at /admin (decision 109), apart from the public pages' (security/
 * security-headers.ts, unchanged): it holds a GitHub token in the browser's storage, so it runs
 * only code from this origin and talks only to this origin and GitHub's API. Each source, why:
 */
const ADMIN_CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'none'"],
  // The pinned bundle and the chunk it imports, from /admin/; no inline script, no eval.
  'script-src': ["'self'"],
  // Svelte inserts its components' <style> elements and style="" at run time; CSS runs no code.
  'style-src': ["'self'", "'unsafe-inline'"],
  // Its self-hosted fonts (src/cms/self-hosted-fonts.ts).
  'font-src': ["'self'"],
  // Pictures of the repository arrive through the API as blobs; data: for its inline icons; the
  // signed-in person's GitHub avatar.
  'img-src': ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com'],
  'media-src': ["'self'", 'blob:'],
  // The relay and config on this origin; GitHub's REST and GraphQL APIs for the files and pull
  // requests; GitHub's status page, read at login to warn of an outage (no token is sent);
  // data: because it reads its own inline logo with fetch(), blob: because it reads a picture
  // just uploaded from the blob: address it gave it (decision 156); neither request leaves.
  'connect-src': ["'self'", 'data:', 'blob:', 'https://api.github.com', 'https://www.githubstatus.com'],
  // Its only worker decodes HEIC pictures with a module from a CDN: refused (upload JPEG, PNG, WebP).
  'worker-src': ["'none'"],
  // The page preview's panes: Sveltia writes each one's document as a blob: of this origin
  // (decision 156); the document inherits this policy, so it too loads only this origin's files.
  'frame-src': ['blob:'],
  'object-src': ["'none'"],
  // The preview panes' documents set <base href> to this origin (Sveltia writes them, decision 156).
  'base-uri': ["'self'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
  'manifest-src': ["'self'"],
};

export function adminCsp(httpsOnly: boolean): string {
  const directives = Object.entries(ADMIN_CSP_DIRECTIVES).map(
    ([name, sources]) => `${name} ${sources.join(' ')}`,
  );
  if (httpsOnly) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** Headers every /admin answer carries, over the site's own (set earlier in the same request). */
export function adminHeaders(httpsOnly: boolean): Record<string, string> {
  return {
    'content-security-policy': adminCsp(httpsOnly),
    'x-robots-tag': 'noindex, nofollow',
    // The login popup must keep its opener through GitHub's pages (oauth-relay.ts).
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    // A new editor version is seen at once (the files are not fingerprinted); ETags keep it cheap.
    'cache-control': 'no-cache',
  };
}
