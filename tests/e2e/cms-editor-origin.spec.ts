import type { Page } from '@playwright/test';
import { startBenchSite, type BenchSite } from '../../scripts/bench/site.ts';
import { startFakeGithub, type FakeGithub } from '../support/cms/fake-github.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * The editor on an origin of its own (decision 134), in Chromium, offline: a server with a
 * GitHub App's variables pointed at a fake GitHub on loopback (tests/support/cms/fake-github.ts),
 * the public site at 127.0.0.1, the editor at localhost, an outside site at 127.0.0.2 — three
 * origins without DNS. The editor signs in through the real relay (state, PKCE, exchange); then
 * the public pages of the same browser hold no token and cannot start a login, and another
 * site's attempt is refused before GitHub is asked.
 */
const CLIENT = { id: 'Iv23.test-app', secret: 'test-app-secret-0123456789' };
const OUTSIDE = 'http://127.0.0.2:9';

let github: FakeGithub;
let site: BenchSite;
test.beforeAll(async () => {
  github = await startFakeGithub(CLIENT);
  site = await startBenchSite('dist', {
    CMS_GITHUB_CLIENT_ID: CLIENT.id,
    CMS_GITHUB_CLIENT_SECRET: CLIENT.secret,
    CMS_GITHUB_URL: github.url,
  });
});
test.afterAll(async () => {
  await site.stop();
  await github.close();
});

/** Every value the page's origin keeps in localStorage, as text. */
const storedText = (page: Page) => page.evaluate(() => JSON.stringify(Object.entries(window.localStorage)));

test('a public page of the same browser holds no editor token and cannot start a login; nor can another site', async ({
  page,
  context,
}) => {
  const remote: string[] = [];
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin === OUTSIDE) {
      // Another site: a page that opens the editor's relay, as a loop of popups would.
      return route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Elsewhere</title><button onclick="window.open('${site.editorOrigin}/cms/auth?provider=github','auth')">Open</button>`,
      });
    }
    if (url.hostname === '127.0.0.1' || url.hostname === 'localhost') return route.fallback();
    // GitHub's API as the signed-in editor first reads it (GitHub's REST and GraphQL references):
    // who the person is.
    if (url.origin === 'https://api.github.com' && url.pathname === '/user') {
      return route.fulfill({ json: { id: 1, login: 'editor', name: 'Editor', email: 'editor@example.com' } });
    }
    // …and whether they may write to the repository (204: a collaborator).
    if (
      url.origin === 'https://api.github.com' &&
      /^\/repos\/[^/]+\/[^/]+\/collaborators\/editor$/.test(url.pathname)
    ) {
      return route.fulfill({ status: 204 });
    }
    if (url.origin === 'https://www.githubstatus.com')
      return route.fulfill({ json: { status: { indicator: 'none' } } });
    // …the open pull requests of its workflow and the branch's last commit…
    // (one answer for each query the editor asks: the fields it reads are all there).
    if (url.origin === 'https://api.github.com' && url.pathname === '/graphql') {
      const commit = { oid: 'a'.repeat(40), message: 'Initial' };
      const repository = {
        pullRequests: { nodes: [] },
        ref: { target: { ...commit, history: { nodes: [commit] } } },
      };
      return route.fulfill({ json: { data: { repository } } });
    }
    // …and its files: an empty repository is enough here.
    if (url.origin === 'https://api.github.com' && url.pathname.includes('/git/trees/')) {
      return route.fulfill({ json: { sha: 'a'.repeat(40), tree: [], truncated: false } });
    }
    remote.push(url.href);
    return route.abort('blockedbyclient');
  });

  // 1. The editor, on its origin, signs in through the relay and the fake GitHub.
  await page.goto(`${site.editorOrigin}/admin/`);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: /^Sign In with \W?GitHub\W?$/ }).click();
  await expect.poll(async () => (await popup).isClosed()).toBe(true);
  expect(github.exchanges).toHaveLength(1);
  const [token] = github.tokens;
  expect(token).toMatch(/^ghu_/);
  await expect.poll(() => storedText(page)).toContain(token);
  expect(Object.fromEntries(github.authorizations[0] ?? [])).toMatchObject({
    redirect_uri: `${site.editorOrigin}/cms/callback`,
    code_challenge_method: 'S256',
  });

  // 2. A public page in the same browser: no token in its storage, and no login from it.
  await page.goto(`${site.origin}/it/`);
  expect(await storedText(page)).not.toContain(token ?? 'no token');
  expect(await storedText(page)).not.toContain('sveltia');
  await page.evaluate(() => {
    const w = window as unknown as { received: unknown[] };
    w.received = [];
    window.addEventListener('message', (event) => w.received.push(event.data));
  });
  const answered = page
    .context()
    .waitForEvent('response', (response) => response.url().startsWith(`${site.origin}/cms/auth`));
  const opened = page.waitForEvent('popup');
  await page.evaluate(() => window.open('/cms/auth?provider=github', 'auth'));
  expect((await answered).status()).toBe(404);
  const publicPopup = await opened;
  await publicPopup.waitForLoadState('load');
  expect(await publicPopup.evaluate(() => document.body.textContent)).toContain('NOT_FOUND');
  expect(await page.evaluate(() => (window as unknown as { received: unknown[] }).received)).toEqual([]);
  await publicPopup.close();

  // 3. Another site opening the editor origin's relay is refused; GitHub is never asked.
  const authorizationsBefore = github.authorizations.length;
  await page.goto(`${OUTSIDE}/`);
  const refused = page
    .context()
    .waitForEvent('response', (response) => response.url().startsWith(`${site.editorOrigin}/cms/auth`));
  const outsidePopup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Open' }).click();
  expect((await refused).status()).toBe(403);
  // Closed once its answer is shown: closing a popup mid-navigation can hang Chromium's close.
  const refusedPopup = await outsidePopup;
  await refusedPopup.waitForLoadState('load');
  expect(await refusedPopup.evaluate(() => document.body.textContent)).toContain('CMS_LOGIN_NOT_FROM_EDITOR');
  await refusedPopup.close();
  expect(github.authorizations).toHaveLength(authorizationsBefore);
  expect(github.exchanges).toHaveLength(1);
  expect(remote).toEqual([]);
});
