/**
 * The editor's own origin (decision 134). Sveltia keeps the signed-in person's GitHub token in
 * localStorage, which belongs to an origin, not a path: on the public pages' origin any script
 * there (a third party's, or an injection) could read it, and could open the login relay to mint
 * one. So the editor, its files and the relay answer on EDITOR_ORIGIN only, and the public origin
 * never serves them. On one machine, 127.0.0.1 and localhost are two origins of one server.
 */

/** Loopback names that are one machine but two origins to a browser. */
const LOOPBACK_PAIR: Readonly<Record<string, string>> = { '127.0.0.1': 'localhost', localhost: '127.0.0.1' };

export type EditorOrigin = { readonly origin: string | undefined } | { readonly error: string };

/**
 * EDITOR_ORIGIN as given, else the loopback twin of a loopback public address (so `npm start`
 * and `npm run dev` separate the two as production does), else none: the editor is not served.
 * Refused: an address with a path, one equal to the public origin, and in production a plain
 * http one.
 */
export function resolveEditorOrigin(options: {
  readonly editorOrigin: string | undefined;
  readonly publicUrl: string;
  readonly production: boolean;
}): EditorOrigin {
  const publicUrl = new URL(options.publicUrl);
  if (options.editorOrigin === undefined) {
    const twin = LOOPBACK_PAIR[publicUrl.hostname];
    if (twin === undefined) return { origin: undefined };
    const url = new URL(publicUrl.origin);
    url.hostname = twin;
    return { origin: url.origin };
  }
  let url: URL;
  try {
    url = new URL(options.editorOrigin);
  } catch {
    return { error: 'EDITOR_ORIGIN must be an address such as https://edit.example.com' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { error: 'EDITOR_ORIGIN must be an http: or https: address' };
  }
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '' || url.username !== '') {
    return { error: 'EDITOR_ORIGIN must be an origin only (scheme, host and port), with no path' };
  }
  if (url.origin === publicUrl.origin) {
    return {
      error:
        "EDITOR_ORIGIN must differ from PUBLIC_URL's origin: the public pages could read the editor's GitHub token",
    };
  }
  if (options.production && url.protocol !== 'https:') {
    return { error: 'EDITOR_ORIGIN must be an https: address in production' };
  }
  return { origin: url.origin };
}

/** What the editor's origin serves: the editor and its files, and the login relay. */
export function isEditorPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/') || path === '/cms' || path.startsWith('/cms/');
}
