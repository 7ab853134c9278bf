import { expect, test } from './support/fixtures.ts';
import { scrollThrough } from './support/landing.ts';

/**
 * Every page works under the server's Content-Security-Policy: no violation,
 * no console error, the islands hydrate (their inline bootstrap is allowed by
 * hash), and the request-forgery cookie is readable by the page's script.
 */
const PAGES = [
  '/',
  '/it/sostenibilita',
  '/en/sustainability',
  '/it/aziende-medio-grandi',
  '/en/medium-big-companies',
];

for (const path of PAGES) {
  test(`${path} loads under the CSP without violations`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const response = await page.goto(path);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain('frame-ancestors');
    expect(csp).not.toContain('unsafe-eval');
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');

    // Islands hydrate: Astro removes `ssr` from an island once its script ran (the CSP lets it).
    await expect(page.locator('astro-island').first()).toBeAttached();
    await scrollThrough(page);

    expect(await page.evaluate(() => document.cookie)).toMatch(/XSRF-TOKEN=[^;]+/);
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
  });
}

test('the form definition call works from the page under the CSP', async ({ page }) => {
  await page.goto('/it/sostenibilita');
  const status = await page.evaluate(async () => {
    const response = await fetch('/open/hubspot/get?id=3f1c2a9e-7d4b-4e21-9a6f-1c0b5e8d2a71');
    return response.status;
  });
  expect(status).toBe(200);
});
