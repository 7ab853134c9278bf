import { startBenchSite, type BenchSite } from '../../scripts/bench/site.ts';
import { generateCmsConfig } from '../../src/cms/cms-config.ts';
import { editorFiles } from './support/cms-editor.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * The editor's login through this server's relay (decision 110) in Chromium, offline: a server
 * with the OAuth app's variables, the shipped GitHub backend, and GitHub's authorize page played by
 * the test (it sends the popup back with `error=access_denied`, as when the person cancels). The
 * real /cms/auth sets the state cookie, the popup crosses to another origin and back (the opener
 * policies must keep it linked), the real /cms/callback checks the state and hands GitHub's refusal
 * to the editor window, which shows it. No token is issued: the exchange would call GitHub itself.
 */
let site: BenchSite;
test.beforeAll(async () => {
  site = await startBenchSite('dist', {
    CMS_GITHUB_CLIENT_ID: 'Iv1.test-client',
    CMS_GITHUB_CLIENT_SECRET: 'test-client-secret',
  });
});
test.afterAll(async () => {
  await site.stop();
});

test("the login popup goes to GitHub and back through the relay; the editor shows GitHub's refusal", async ({
  page,
  context,
  consoleGuard,
}) => {
  // Sveltia logs the refused login as an error, with the words it shows.
  consoleGuard.expectConsoleErrors('Authentication failed Error: Failed to receive an authorization code.');
  const remote: string[] = [];
  const authorize: URLSearchParams[] = [];
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === '127.0.0.1' || url.hostname === 'localhost') return route.fallback();
    if (url.origin === 'https://github.com' && url.pathname === '/login/oauth/authorize') {
      authorize.push(url.searchParams);
      const back = new URLSearchParams({
        error: 'access_denied',
        state: url.searchParams.get('state') ?? '',
      });
      return route.fulfill({
        status: 302,
        headers: { location: `${site.editorOrigin}/cms/callback?${back.toString()}` },
      });
    }
    // The login page asks GitHub's status page whether GitHub is up: answered here, never sent.
    if (url.origin === 'https://www.githubstatus.com')
      return route.fulfill({ json: { status: { indicator: 'none' } } });
    remote.push(url.href);
    return route.abort('blockedbyclient');
  });
  // The shipped backend and login; the fields of the content files (the shipped list may be empty).
  const config = generateCmsConfig(editorFiles().specs, {
    repo: 'owner/site',
    branch: 'main',
    // The login relay's address is the editor's origin (decision 134).
    siteUrl: site.editorOrigin,
  });
  await page.route(
    (url) => url.pathname === '/admin/config.json',
    (route) => route.fulfill({ json: config }),
  );

  await page.goto(`${site.editorOrigin}/admin/`);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: /^Sign In with \W?GitHub\W?$/ }).click();
  const opened = await popup;
  await expect(
    page.getByText('Failed to receive an authorization code. Please try again later.'),
  ).toBeVisible();
  // Sveltia closes the popup once it has the answer: the handshake went both ways.
  await expect.poll(() => opened.isClosed()).toBe(true);

  expect(authorize.map((query) => Object.fromEntries(query))).toEqual([
    {
      client_id: 'Iv1.test-client',
      redirect_uri: `${site.editorOrigin}/cms/callback`,
      scope: 'repo',
      state: expect.stringMatching(/^[\w-]{32}$/) as unknown,
      code_challenge: expect.stringMatching(/^[\w-]{43}$/) as unknown,
      code_challenge_method: 'S256',
    },
  ]);
  expect(remote).toEqual([]);
});
