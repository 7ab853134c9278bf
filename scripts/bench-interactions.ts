/**
 * `npm run bench:interactions`: how long after a tap the page paints, for the five interactions a
 * visitor meets first, on Lighthouse's slow phone (its screen and user agent, 4x CPU, its slow 4G as
 * DevTools throttling applies it), from the page's Event Timing entries as Interaction to Next Paint
 * counts them (scripts/bench/interaction-latency.ts). Each run is a fresh page of the production
 * build, tapped once its island has started. BENCH_ROUNDS rounds (default 5), interleaved.
 */
import { chromium, type Locator, type Page } from 'playwright-core';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium.ts';
import {
  consentCookieString,
  COOKIE_POLICY_VERSION,
  CONSENT_COOKIE,
} from '../src/components/consent/consent-record.ts';
import { ROLE_COOKIE } from '../src/config/menu.ts';
import { DICTIONARIES } from '../src/content/dictionaries.ts';
import { writeBenchmarkSection } from './bench/benchmarks-doc.ts';
import { interactionLatency, type EventEntry } from './bench/interaction-latency.ts';
import { describeMachine, loadNow, measuredCommit } from './bench/machine.ts';
import { startBenchSite } from './bench/site.ts';
import { median } from './lib/median.ts';

const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 5);
/** The goal (issue text, docs/benchmarks.md): every interaction paints within this on the slow phone. */
const GOAL_MS = 200;
const PAGE = '/it/sostenibilita';
const t = DICTIONARIES.it;

/**
 * `decided`: the visitor has chosen on the banner already (it covers the footer on a phone); `cookies`
 * they arrive with besides; `control`: what to tap; `done`: resolves once the interaction has done its
 * work (waited for, not timed).
 */
interface Interaction {
  readonly name: string;
  readonly decided: boolean;
  readonly cookies?: Readonly<Record<string, string>>;
  readonly control: (page: Page) => Locator;
  readonly done: (page: Page) => Promise<void>;
}

const INTERACTIONS: readonly Interaction[] = [
  {
    name: 'accept the cookie banner',
    decided: false,
    control: (page) => page.locator('[data-consent-action="accept"]'),
    done: (page) =>
      page.getByRole('region', { name: t.COMPONENTS.CONSENT.BANNER_TITLE }).waitFor({ state: 'hidden' }),
  },
  {
    name: 'open the header menu',
    decided: true,
    // The menu is for visitors the configuration gives a role (R9.3): anonymous ones have none.
    cookies: { [ROLE_COOKIE]: '2' },
    control: (page) => page.locator('.main-menu__toggle'),
    done: (page) => page.locator('.main-menu__toggle[aria-expanded="true"]').waitFor(),
  },
  {
    name: 'open the contact form',
    decided: true,
    control: (page) => page.locator('main a[href="#contact"]').first(),
    done: (page) => page.getByRole('dialog', { name: t.COMPONENTS.CONTACT_MODAL.TITLE }).waitFor(),
  },
  {
    name: 'open a footer dialog (privacy policy)',
    decided: true,
    control: (page) =>
      page.getByRole('contentinfo').getByRole('link', { name: t.COMPONENTS.FOOTER.PRIVACY_POLICY }),
    done: (page) => page.getByRole('dialog', { name: t.COMPONENTS.FOOTER.PRIVACY_POLICY }).waitFor(),
  },
  {
    name: 'step the carousel',
    decided: true,
    control: (page) => page.locator('.carousel__button').nth(1),
    done: (page) => page.locator('.carousel').getByRole('group', { name: /^2 / }).waitFor(),
  },
];

/** Records every Event Timing entry from the page's start (16 ms is the API's smallest threshold). */
function recordEventTiming(): void {
  const entries: unknown[] = [];
  (window as unknown as { __eventTiming: unknown[] }).__eventTiming = entries;
  new PerformanceObserver((list) => {
    // interactionId is in Chromium and the Event Timing draft, not yet in TypeScript's DOM types.
    const events = list.getEntries() as (PerformanceEventTiming & { interactionId: number })[];
    for (const { name, startTime, duration, interactionId } of events)
      entries.push({ name, startTime, duration, interactionId });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

const loadBefore = loadNow();
const commit = measuredCommit();
const site = await startBenchSite();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
// Typed as optional settings, though Lighthouse's constants always hold the phone's metrics.
const phone = screenEmulationMetrics.mobile as NonNullable<typeof screenEmulationMetrics.mobile>;
const network = throttling.mobileSlow4G;
const latencies = new Map<string, number[]>(INTERACTIONS.map((interaction) => [interaction.name, []]));

async function measure(interaction: Interaction): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: phone.width, height: phone.height },
    deviceScaleFactor: phone.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
  });
  try {
    const cookies = { ...interaction.cookies };
    if (interaction.decided) {
      // The record as the page itself stores it (consentCookieString), so the two cannot drift.
      const choice = { analytics: false, media: false, decidedAt: new Date().toISOString() };
      const stored = consentCookieString({ ...choice, policyVersion: COOKIE_POLICY_VERSION }, false);
      cookies[CONSENT_COOKIE] = stored.slice(`${CONSENT_COOKIE}=`.length, stored.indexOf(';'));
    }
    await context.addCookies(
      Object.entries(cookies).map(([name, value]) => ({ name, value, url: site.origin })),
    );
    await context.addInitScript(recordEventTiming);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: network.cpuSlowdownMultiplier });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: network.requestLatencyMs,
      downloadThroughput: (network.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (network.uploadThroughputKbps * 1024) / 8,
    });
    await page.goto(site.origin + PAGE, { waitUntil: 'load' });
    const control = interaction.control(page);
    await control.scrollIntoViewIfNeeded();
    // The control's island has started (Astro removes `ssr` once it runs); static controls have none.
    await page.waitForFunction(
      (element) => !element.closest('astro-island[ssr]'),
      await control.elementHandle(),
      { timeout: 120_000 },
    );
    const since = await page.evaluate(() => performance.now());
    await control.tap();
    await interaction.done(page);
    // The entry arrives after the next paint: wait for two frames, then read.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const entries = await page.evaluate(
      () => (window as unknown as { __eventTiming: EventEntry[] }).__eventTiming,
    );
    // Under 16 ms the API reports nothing: the interaction painted within the threshold.
    return interactionLatency(entries, since) ?? 16;
  } finally {
    await context.close();
  }
}

try {
  for (let round = 0; round < ROUNDS; round += 1)
    for (const interaction of INTERACTIONS) {
      const latency = await measure(interaction);
      latencies.get(interaction.name)?.push(latency);
      console.log(`round ${String(round + 1)}: ${interaction.name}: ${String(latency)} ms`);
    }
} finally {
  await browser.close();
  await site.stop();
}

const rows = INTERACTIONS.map(({ name }) => {
  const runs = latencies.get(name) ?? [];
  const middle = median(runs);
  return `| ${name} | ${String(Math.round(middle))} ms | ${String(Math.max(...runs))} ms | ${runs.join(', ')} | ${middle <= GOAL_MS ? 'yes' : 'no'} |`;
});
const body = `## Input to next paint on a slow phone (\`npm run bench:interactions\`)

Date: ${new Date().toISOString().slice(0, 10)} · Commit: ${commit} · Machine: ${describeMachine(loadBefore, browser.version())} · ${PAGE} on Lighthouse's phone
(412 × 823, 4x CPU, slow 4G) · ${String(ROUNDS)} rounds, a fresh page each, tapped once its island runs; 16 ms: under the API's threshold.

| interaction | median | slowest | each run (ms) | within ${String(GOAL_MS)} ms |
| --- | --- | --- | --- | --- |
${rows.join('\n')}
`;
await writeBenchmarkSection('bench:interactions', body);
