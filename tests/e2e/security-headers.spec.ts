import { expect, test } from './support/fixtures.ts';
import { VISITABLE_PAGES } from './support/pages.ts';

/**
 * Every page works under the server's Content-Security-Policy. Chromium logs each violation as a
 * console error, and the fixture fails any test that logs one: every test of the suite that loads
 * a page checks it, landing-a11y's scroll through every landing page among them (decision 119).
 * Here: the policy's own terms on every page, that the guard does see a violation, and what the
 * page's script needs from the policy.
 */

/** Every page's address, once: the homepage's two languages share '/'. */
const PAGES = [...new Set(VISITABLE_PAGES.map((target) => target.path))];

test('every page is sent with a strict policy and nosniff', async ({ request }) => {
  for (const path of PAGES) {
    const response = await request.get(path);
    const csp = response.headers()['content-security-policy'] ?? '';
    expect(csp, path).toContain("object-src 'none'");
    expect(csp, path).toContain("base-uri 'none'");
    expect(csp, path).toContain('frame-ancestors');
    expect(csp, path).not.toContain('unsafe-eval');
    expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
  }
});

test('under the policy the page reads its forgery cookie and loads the form definition; a violation is seen', async ({
  page,
  consoleGuard,
}) => {
  await page.goto('/it/sostenibilita');
  expect(await page.evaluate(() => document.cookie)).toMatch(/XSRF-TOKEN=[^;]+/);
  const status = await page.evaluate(async () => {
    const response = await fetch('/open/hubspot/get?id=3f1c2a9e-7d4b-4e21-9a6f-1c0b5e8d2a71');
    return response.status;
  });
  expect(status).toBe(200);

  // What the fixture relies on: a script the policy does not allow is refused and logged.
  consoleGuard.expectConsoleErrors('violates the following Content Security Policy directive');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.documentElement.dataset.injected = "ran"';
    document.body.append(script);
  });
  await expect
    .poll(() => consoleGuard.consoleErrors().filter((text) => text.includes('Content Security Policy')))
    .toHaveLength(1);
  await expect(page.locator('html')).not.toHaveAttribute('data-injected');
});
