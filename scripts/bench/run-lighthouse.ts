import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { BENCH_CATEGORIES } from './pages.ts';

/**
 * One Lighthouse navigation with the benchmarks' settings: default mobile emulation and throttling,
 * the categories of BENCH_CATEGORIES, and the language cookie the page is served for.
 */
export async function runLighthouse(url: string, port: number, lang: string): Promise<Result> {
  return (await runLighthouseWithTrace(url, port, lang)).lhr;
}

/** runLighthouse, with the trace it recorded (`artifacts.Trace`) for readings of its own. */
export async function runLighthouseWithTrace(
  url: string,
  port: number,
  lang: string,
): Promise<{ lhr: Result; trace: unknown }> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...BENCH_CATEGORIES],
    extraHeaders: { Cookie: `lang=${lang}` },
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return { lhr: result.lhr, trace: result.artifacts.Trace };
}
