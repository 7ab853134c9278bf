import { startBlankPage } from './blank-page.ts';
import { freePort } from './free-port.ts';
import { launchChromiumForLighthouse } from './lighthouse-chromium.ts';
import { BENCH_PAGES } from './pages.ts';
import { startBenchSite } from './site.ts';
import { copySiteWithoutScripts, SCRIPTLESS_PAGE } from './without-scripts.ts';

export interface FloorAndPages {
  /** The blank page first (the machine's floor), then every page of BENCH_PAGES. */
  readonly targets: readonly { readonly label: string; readonly url: string; readonly lang: string }[];
  /** The DevTools port of the Chromium Lighthouse drives, and its version. */
  readonly port: number;
  readonly browserVersion: string;
  readonly stop: () => Promise<void>;
}

/**
 * What the benchmarks that measure every page against the blank page start: the built site, the
 * blank page with the same headers, and Chromium as the Lighthouse CLI launches it. With
 * `scriptless`, a second copy of the site serves SCRIPTLESS_PAGE without its scripts, measured
 * right after the blank page: the document's own share of a page's work.
 */
export async function startFloorAndPages(
  blankLabel: string,
  { scriptless = false }: { scriptless?: boolean } = {},
): Promise<FloorAndPages> {
  const site = await startBenchSite();
  const copy = scriptless ? await copySiteWithoutScripts('dist') : undefined;
  const scriptlessSite = copy ? await startBenchSite(copy.dir) : undefined;
  const blankPage = await startBlankPage(await freePort());
  const browser = await launchChromiumForLighthouse();
  return {
    targets: [
      { label: blankLabel, url: blankPage.url, lang: 'en' },
      ...(scriptlessSite
        ? [
            {
              label: SCRIPTLESS_PAGE.label,
              url: scriptlessSite.origin + SCRIPTLESS_PAGE.path,
              lang: SCRIPTLESS_PAGE.lang,
            },
          ]
        : []),
      ...BENCH_PAGES.map((page) => ({ label: page.label, url: site.origin + page.path, lang: page.lang })),
    ],
    port: browser.port,
    browserVersion: browser.version,
    stop: async () => {
      browser.close();
      await site.stop();
      await scriptlessSite?.stop();
      await copy?.remove();
      await blankPage.close();
    },
  };
}
