import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/**
 * HTML_CodeSniffer, the engine of pa11y's default runner, as pa11y runs it: its browser build
 * evaluated in the page, then `HTMLCS.process` over the document. pa11y itself needs Puppeteer,
 * which downloads a browser at install; this drives Debian's Chromium through Playwright instead.
 * (Evaluated through the DevTools protocol, the script is not subject to the page's CSP.)
 */
const HTMLCS_BUILD = readFileSync(
  createRequire(import.meta.url).resolve('@pa11y/html_codesniffer/build/HTMLCS.js'),
  'utf8',
);

export interface HtmlcsIssue {
  readonly code: string;
  readonly message: string;
  /** The start of the element's markup. */
  readonly element: string;
}

/** The errors (not warnings or notices) HTML_CodeSniffer reports for `standard` on the page as it is now. */
export async function htmlcsErrors(page: Page, standard = 'WCAG2AA'): Promise<HtmlcsIssue[]> {
  await page.evaluate(HTMLCS_BUILD);
  return page.evaluate(
    (standard) =>
      new Promise<HtmlcsIssue[]>((resolve, reject) => {
        interface Message {
          type: number;
          code: string;
          msg: string;
          element: Element | null;
        }
        const { HTMLCS } = window as unknown as {
          HTMLCS: {
            process: (standard: string, root: Document, done: () => void, failed: () => void) => void;
            getMessages: () => Message[];
          };
        };
        const ERROR = 1;
        HTMLCS.process(
          standard,
          document,
          () => {
            resolve(
              HTMLCS.getMessages()
                .filter((message) => message.type === ERROR)
                .map((message) => ({
                  code: message.code,
                  message: message.msg,
                  element: message.element?.outerHTML.slice(0, 160) ?? '',
                })),
            );
          },
          () => {
            reject(new Error('HTML_CodeSniffer could not run'));
          },
        );
      }),
    standard,
  );
}
