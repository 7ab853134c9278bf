import { createHash } from 'node:crypto';
import { jsonInScript } from '../../src/lib/json-in-script.ts';

/**
 * The page GitHub's redirect lands on in the login popup: it hands the result to the editor
 * window that opened it, in the handshake Sveltia's and Decap's GitHub backends share (Sveltia
 * 0.221, dist/sveltia-cms.js): the popup says `authorizing:github`, the editor answers the same
 * from its origin, the popup then sends `authorization:github:success:{"token":…}` (or
 * `:error:{"error":…,"errorCode":…}`). Every message goes to this page's own origin, which must be
 * the editor's (decision 134), and only an answer from the opener at that origin releases the
 * token (decision 110): a window of the public pages or of another site gets nothing.
 */
const HANDSHAKE = `(() => {
  const opener = window.opener;
  const data = document.getElementById('cms-login');
  if (!opener || !data) return;
  const { message, editorOrigin } = JSON.parse(data.textContent);
  const origin = window.location.origin;
  // Served on the editor's origin only; should it ever be shown elsewhere, it hands nothing over.
  if (origin !== editorOrigin) return;
  window.addEventListener('message', (event) => {
    if (event.origin !== origin || event.source !== opener || event.data !== 'authorizing:github') return;
    opener.postMessage(message, origin);
  });
  opener.postMessage('authorizing:github', origin);
})();`;

const HANDSHAKE_HASH = `'sha256-${createHash('sha256').update(HANDSHAKE, 'utf8').digest('base64')}'`;

/** The page's own policy: its one inline script, by hash, and nothing else. */
export const CALLBACK_CSP = [
  "default-src 'none'",
  `script-src ${HANDSHAKE_HASH}`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The codes Sveltia translates into its own words (its `sign_in_error` messages). */
export type EditorErrorCode = 'CSRF_DETECTED' | 'AUTH_CODE_REQUEST_FAILED' | 'TOKEN_REQUEST_FAILED';

export type LoginResult =
  | { readonly token: string; readonly refreshToken?: string }
  | { readonly error: string; readonly errorCode: EditorErrorCode; readonly code: string };

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The page for one result; `editorOrigin` is the only origin its script hands the result to. */
export function callbackPage(result: LoginResult, editorOrigin: string): string {
  // Sveltia keeps `refreshToken` and spends it when GitHub answers 401 (decision 135).
  const message =
    'token' in result
      ? `authorization:github:success:${JSON.stringify({ ...result, provider: 'github' })}`
      : `authorization:github:error:${JSON.stringify(result)}`;
  const text =
    'token' in result ? 'Logged in: this window closes by itself.' : `${result.error} (${result.code})`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Editor login</title></head>
<body>
<p>${escapeHtml(text)}</p>
<script type="application/json" id="cms-login">${jsonInScript({ message, editorOrigin })}</script>
<script>${HANDSHAKE}</script>
</body>
</html>
`;
}
