/**
 * `npm run bench:web`: Lighthouse (default mobile settings: emulated phone,
 * simulated slow 4G and 4x CPU slowdown) on every page of the built site, three
 * runs each, medians written to docs/benchmarks.md with the date and machine.
 * Targets (landing-pages issue): performance 100, LCP ≤ 1.3 s, TBT 0, CLS 0.
 * Needs a build (`npm run build`); Chromium from CHROME_PATH (default /usr/bin/chromium).
 */
import lighthouse from 'lighthouse';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { startBlankPage } from './bench/blank-page.ts';
import { launchChromiumForLighthouse } from './bench/lighthouse-chromium.ts';
import { startProcess, stopProcess } from './bench/processes.ts';
import { median, replaceSection } from './lib/median.ts';

const RUNS = Number(process.env['BENCH_RUNS'] ?? 3);
// Set BENCH_REPORT_DIR to keep each run's full Lighthouse JSON (LCP element, long tasks) for diagnosis.
const REPORT_DIR = process.env['BENCH_REPORT_DIR'];
const OUTPUT = 'docs/benchmarks.md';
const PAGES = [
  { label: '/ (homepage, it)', path: '/', lang: 'it' },
  { label: '/ (homepage, en)', path: '/', lang: 'en' },
  { label: '/it/sostenibilita', path: '/it/sostenibilita', lang: 'it' },
  { label: '/en/sustainability', path: '/en/sustainability', lang: 'en' },
  { label: '/it/aziende-medio-grandi', path: '/it/aziende-medio-grandi', lang: 'it' },
  { label: '/en/medium-big-companies', path: '/en/medium-big-companies', lang: 'en' },
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface RunResult {
  readonly scores: Record<(typeof CATEGORIES)[number], number>;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
}

/** A free port on the loopback interface. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

async function runLighthouse(url: string, port: number, lang: string): Promise<RunResult> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    extraHeaders: { Cookie: `lang=${lang}` },
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (REPORT_DIR) {
    const name = `${lang}${new URL(url).pathname.replaceAll('/', '_')}-${String(Date.now())}.json`;
    await mkdir(REPORT_DIR, { recursive: true });
    await writeFile(join(REPORT_DIR, name), JSON.stringify(result.lhr));
  }
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}

/**
 * Lighthouse sometimes fails to record a trace (NO_NAVSTART and similar runtime errors) and then
 * reports no metrics: such a run is repeated, so a median is never taken over NaN.
 */
async function runWithRetries(url: string, port: number, lang: string, attempts = 3): Promise<RunResult> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await runLighthouse(url, port, lang);
    if (Number.isFinite(result.lcpMs) && Number.isFinite(result.tbtMs)) return result;
    if (attempt >= attempts)
      throw new Error(`Lighthouse recorded no metrics for ${url} in ${String(attempts)} attempts`);
    process.stdout.write('r');
  }
}

// The machine may be shared: the load average before and after says how much to trust TBT.
const loadBefore = loadavg()[0] ?? 0;
const sitePort = await freePort();
const dataDir = await mkdtemp(join(tmpdir(), 'bench-web-'));
const origin = `http://127.0.0.1:${String(sitePort)}`;
// The site runs in its own process, as in production: inside this one it would share the event
// loop with Lighthouse, whose work delayed responses, and Lantern derives server times from them.
const site = await startProcess(['server/index.ts'], {
  HOST: '127.0.0.1',
  PORT: String(sitePort),
  PUBLIC_URL: origin,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'info',
});
const browser = await launchChromiumForLighthouse();
const debugPort = browser.port;

const blankPage = await startBlankPage(await freePort());
/** The blank page first: its row is the machine's floor, measured in the same conditions. */
const targets = [
  { label: 'blank page (machine floor)', url: blankPage.url, lang: 'en', calibration: true },
  ...PAGES.map((page) => ({
    label: page.label,
    url: origin + page.path,
    lang: page.lang,
    calibration: false,
  })),
];

const rows: string[] = [];
const misses: string[] = [];
try {
  for (const page of targets) {
    const runs: RunResult[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      runs.push(await runWithRetries(page.url, debugPort, page.lang));
      process.stdout.write('.');
    }
    const m = (pick: (r: RunResult) => number) => median(runs.map(pick));
    const perf = m((r) => r.scores.performance);
    const lcp = m((r) => r.lcpMs);
    const tbt = m((r) => r.tbtMs);
    const cls = m((r) => r.cls);
    rows.push(
      `| ${page.label} | ${String(perf)} | ${String(m((r) => r.scores.accessibility))} | ${String(m((r) => r.scores['best-practices']))} | ${String(m((r) => r.scores.seo))} | ${(lcp / 1000).toFixed(2)} s | ${String(Math.round(tbt))} ms | ${runs.map((r) => String(Math.round(r.tbtMs))).join(', ')} | ${cls.toFixed(3)} |`,
    );
    if (!page.calibration && (perf < 100 || lcp > 1300 || tbt > 0 || cls > 0)) misses.push(page.label);
    console.log(
      ` ${page.label}: perf ${String(perf)}, LCP ${String(Math.round(lcp))} ms, TBT ${String(Math.round(tbt))} ms, CLS ${cls.toFixed(3)}`,
    );
  }
} finally {
  browser.close();
  await stopProcess(site);
  await blankPage.close();
  await rm(dataDir, { recursive: true, force: true });
}

const cpu = cpus();
const load = `load average ${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after`;
const machine = `${String(cpu.length)} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${String(Math.round(totalmem() / 2 ** 30))} GiB RAM, ${load}, Node ${process.version}, ${browser.version}`;
const body = `## Landing pages — Lighthouse (\`npm run bench:web\`)

Date: ${new Date().toISOString().slice(0, 10)} · Machine: ${machine} · Lighthouse default mobile settings
(emulated phone, simulated slow 4G, 4x CPU slowdown) · ${String(RUNS)} runs per page, medians · production build served by the real server on loopback.
Targets: performance 100, LCP ≤ 1.3 s, TBT 0 ms, CLS 0 on every page. The first row is a page with
one heading and one sentence, measured the same way: the floor this machine puts under every page.

| page | performance | accessibility | best practices | SEO | LCP | TBT | TBT of each run (ms) | CLS |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

${misses.length === 0 ? 'Every page meets every target.' : `Pages missing a target: ${misses.join(', ')}.`}
`;
const previous = await readFile(OUTPUT, 'utf8').catch(() => '');
// Written the way `prettier --check` expects it, so the file stays committable as is.
const options = { ...(await resolveConfig(OUTPUT)), filepath: OUTPUT };
await writeFile(OUTPUT, await format(replaceSection(previous, 'bench:web', body), options));
console.log(`wrote ${OUTPUT}`);
