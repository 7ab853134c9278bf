import type { BrowserContext, Page } from '@playwright/test';
import { HUBSPOT_REGIONS, type HubspotRegion } from '../../src/config/hubspot-hosts.ts';
import { analytics } from '../../src/config/site-settings.ts';
import { TRACKING_SCRIPT_HOSTS, trackingScriptOrigins } from '../fixtures/hubspot-tracking-hosts.ts';
import { isThirdParty } from './support/consent.ts';
import { expect, test } from './support/fixtures.ts';
import { LANGUAGES } from './support/languages.ts';
import { startRegionSite, type RegionSite } from './support/region-site.ts';
import { waitForIslands } from './support/startup.ts';

/**
 * A consenting visitor's tracking code runs under the pages' Content-Security-Policy in every
 * HubSpot data centre (decision 103): the loader the page requests and the three scripts it adds
 * (analytics, the cookie banner's code, collected forms) are all allowed. The repository's settings
 * file's region is the suite's own build; every other region is built and served for this file.
 * No request leaves the machine: HubSpot's hosts are answered by stand-ins, and the loader's
 * stand-in requests its region's follow-up scripts as the real one does.
 */
test.describe.configure({ mode: 'serial' });

const english = LANGUAGES.find((language) => language.lang === 'en');
if (!english) throw new Error('no English landing page');
const { path, t } = english;

interface TrackingWindow {
  followUpsRun?: string[];
  cspViolations?: string[];
}

/** The loader's stand-in adds each follow-up script; each follow-up records that it ran. */
async function standInTracking(context: BrowserContext, region: HubspotRegion): Promise<string[]> {
  const { loader, followUps } = TRACKING_SCRIPT_HOSTS[region];
  const requested: string[] = [];
  await context.route(isThirdParty, async (route) => {
    const url = new URL(route.request().url());
    requested.push(url.origin);
    const isLoader = url.origin === loader;
    const body = isLoader
      ? `for (const src of ${JSON.stringify(followUps.map((origin) => `${origin}/follow-up.js`))}) {
           const script = document.createElement('script');
           script.src = src;
           document.head.append(script);
         }`
      : `(window.followUpsRun = window.followUpsRun || []).push(new URL(document.currentScript.src).origin);`;
    await route.fulfill({ status: 200, contentType: 'application/javascript', body });
  });
  return requested;
}

async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as TrackingWindow).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

const seen = (page: Page) =>
  page.evaluate(() => {
    const own = window as TrackingWindow;
    return { ran: own.followUpsRun ?? [], violations: own.cspViolations ?? [] };
  });

for (const region of HUBSPOT_REGIONS) {
  test.describe(`tracking code in ${region}`, () => {
    let site: RegionSite | undefined;
    test.beforeAll(async () => {
      if (region === analytics.hubspotRegion) return;
      // A hang guard for one astro build on a busy machine, not a speed goal.
      test.setTimeout(240_000);
      site = await startRegionSite(region);
    });
    test.afterAll(async () => {
      await site?.stop();
    });

    test('after consent, the loader and its follow-up scripts run without a CSP violation', async ({
      context,
      page,
      baseURL,
    }) => {
      const requested = await standInTracking(context, region);
      await recordViolations(page);
      const response = await page.goto(`${site?.url ?? baseURL ?? ''}${path}`);
      await waitForIslands(page);
      const { loader, followUps } = TRACKING_SCRIPT_HOSTS[region];
      // The built pages' header names this region's script hosts, exactly, and no other region's.
      const scriptSrc = /script-src ([^;]*)/.exec(response?.headers()['content-security-policy'] ?? '')?.[1];
      const external = (scriptSrc ?? '').split(' ').filter((source) => source.startsWith('https://'));
      expect(external).toEqual(trackingScriptOrigins(region));

      const banner = page.getByRole('region', { name: t.COMPONENTS.CONSENT.BANNER_TITLE });
      await banner.getByRole('button', { name: t.COMPONENTS.CONSENT.ACCEPT_ALL }).click();
      // Every follow-up either runs or is refused (a violation): wait for all three outcomes.
      await expect
        .poll(async () => {
          const { ran, violations } = await seen(page);
          return ran.length + violations.length;
        })
        .toBeGreaterThanOrEqual(followUps.length);

      const { ran, violations } = await seen(page);
      expect(violations).toEqual([]);
      expect([...ran].sort()).toEqual([...followUps].sort());
      expect(requested).toEqual(expect.arrayContaining([loader, ...followUps]));
    });
  });
}
