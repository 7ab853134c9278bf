import type { Page } from '@playwright/test';
import axe, { type RunOptions } from 'axe-core';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: the bar the spec's accessibility requirement sets. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

export interface AxeScope {
  /** A selector the run is limited to (an open dialog, the consent banner); the whole page when absent. */
  readonly include?: string;
  /** Rules left out, each with its reason at the call site. */
  readonly disableRules?: readonly string[];
  /** axe's best-practice rules as well as WCAG's. */
  readonly bestPractices?: boolean;
}

type AxeWindow = Window & { axe?: typeof axe };

/**
 * axe's violations on the page as it is now, one line each: `rule: the elements' selectors`.
 *
 * axe-core runs in the page's own document, injected once per document (decision 119). Its
 * Playwright wrapper finished every run in a new blank page, and injected axe into every frame
 * twice: on the 2-core machine a run cost about 2 s, a run in the page about 0.3 s. What this
 * leaves out is the inside of frames: the provider documents our policy and form dialogs load,
 * theirs to fix, and in the browser suite only a stand-in (recordThirdParty). Our frame elements
 * themselves, their titles among them, are checked in the page.
 */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe)))) await page.evaluate(axe.source);
  const tags: string[] = [...WCAG_22_AA, ...(scope.bestPractices ? ['best-practice'] : [])];
  const options: RunOptions = {
    runOnly: { type: 'tag', values: tags },
    rules: Object.fromEntries((scope.disableRules ?? []).map((id) => [id, { enabled: false }])),
    resultTypes: ['violations'],
    iframes: false,
  };
  return page.evaluate(
    async ({ include, options }) => {
      const injected = (window as AxeWindow).axe;
      if (!injected) throw new Error('axe-core did not load into the page');
      const results = await injected.run(include ? { include: [include] } : document, options);
      return results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    },
    { include: scope.include, options },
  );
}
