import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../tests/support/inline-script-hashes.ts';
import { CALLBACK_CSP, callbackPage, type LoginResult } from './callback-page.ts';

/** The part of jsdom's window these tests use (the project has no jsdom types). */
interface TestWindow {
  postMessage: (message: unknown, targetOrigin: string) => void;
  dispatchEvent(event: unknown): boolean;
  MessageEvent: new (type: string, init: { data: unknown; origin: string; source: unknown }) => unknown;
}
const Page = JSDOM as unknown as new (
  html: string,
  options: { url: string; runScripts?: 'dangerously'; beforeParse?: (window: TestWindow) => void },
) => { readonly window: TestWindow };

const SITE = 'https://edit.example.test';
const TOKEN = 'gho_test-token-0123456789';

/**
 * The callback page run for real (jsdom runs its inline script) under an editor window that
 * records what it is sent and where: the handshake of Sveltia's GitHub backend.
 */
function openPopup(result: LoginResult, servedAt = SITE) {
  const editor = new Page('', { url: `${SITE}/admin/` }).window;
  const sent: { message: unknown; targetOrigin: string }[] = [];
  editor.postMessage = (message: unknown, targetOrigin: string) => {
    sent.push({ message, targetOrigin });
  };
  const popup = new Page(callbackPage(result, servedAt), {
    url: `${servedAt === SITE ? SITE : 'https://www.example.test'}/cms/callback?code=c&state=s`,
    runScripts: 'dangerously',
    beforeParse(window) {
      Object.defineProperty(window, 'opener', { value: editor, configurable: true });
    },
  }).window;
  const answer = (origin: string, source: unknown = editor, data = 'authorizing:github') => {
    popup.dispatchEvent(new popup.MessageEvent('message', { data, origin, source }));
  };
  return { sent, answer, editor, popup };
}

describe('the callback page', () => {
  it('says it is authorizing to the site origin only, and holds the token back until answered', () => {
    const { sent } = openPopup({ token: TOKEN });
    expect(sent).toEqual([{ message: 'authorizing:github', targetOrigin: SITE }]);
  });

  it('gives the token to the editor window at the site origin, in the format Sveltia reads', () => {
    const { sent, answer } = openPopup({ token: TOKEN });
    answer(SITE);
    expect(sent[1]).toEqual({
      message: `authorization:github:success:${JSON.stringify({ token: TOKEN, provider: 'github' })}`,
      targetOrigin: SITE,
    });
  });

  it("hands nothing over when it is shown on another origin than the editor's", () => {
    const { sent, answer } = openPopup({ token: TOKEN }, 'https://edit.elsewhere.test');
    answer('https://www.example.test');
    expect(sent).toEqual([]);
  });

  it('never sends the token to another origin, nor to a window that is not its opener', () => {
    const { sent, answer, popup } = openPopup({ token: TOKEN });
    answer('https://evil.example');
    answer('http://www.example.test');
    answer(SITE, popup);
    answer(SITE, undefined, 'authorizing:gitlab');
    expect(sent.map((entry) => entry.targetOrigin)).toEqual([SITE]);
    expect(JSON.stringify(sent)).not.toContain(TOKEN);
  });

  it("hands an error to the editor in Sveltia's error format", () => {
    const { sent, answer } = openPopup({
      error: 'No.',
      errorCode: 'CSRF_DETECTED',
      code: 'CMS_STATE_INVALID',
    });
    answer(SITE);
    expect(sent[1]?.message).toBe(
      'authorization:github:error:{"error":"No.","errorCode":"CSRF_DETECTED","code":"CMS_STATE_INVALID"}',
    );
  });

  it('keeps a value that looks like markup inside its data block', () => {
    const html = callbackPage({ token: '</script><script>alert(1)</script>' }, SITE);
    expect(html.match(/<script/g)).toHaveLength(2);
  });

  it('is allowed by its CSP: the policy names the hash of its one inline script', () => {
    const hashes = inlineScriptHashes(callbackPage({ token: TOKEN }, SITE));
    expect(hashes).toHaveLength(1);
    expect(CALLBACK_CSP).toContain(`script-src ${hashes[0] ?? ''}`);
    // The same script for every result: the hash is computed once.
    expect(
      inlineScriptHashes(callbackPage({ error: 'x', errorCode: 'CSRF_DETECTED', code: 'X' }, SITE)),
    ).toEqual(hashes);
  });
});
