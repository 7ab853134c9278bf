import { LANDING_PAGE_IDS, PAGE_IDS, type PageId } from '../../src/i18n/locales.ts';
import { CONTENT_FILES, type ContentFileId } from '../../src/content/schema/content-files.ts';

/**
 * Which pages a change feeds, and which browser checks read them (`npm run test:content`): the
 * accessibility checks run only where the changed words or pictures are shown.
 */

export interface Fed {
  /** The pages, in both languages. */
  readonly pages: readonly PageId[];
  /** The contact form, the consent banner and the footer's dialogs (on every page). */
  readonly dialogs: boolean;
  /** Changed files outside content/ and public/images/: `npm test` is the check for those. */
  readonly beyondContent: readonly string[];
}

const EVERY_PAGE = [...PAGE_IDS];
const LANDING = [...LANDING_PAGE_IDS];

/** Where each content file's words are shown (decision 107's table). */
const SHOWN_ON: Readonly<Record<ContentFileId, { pages: readonly PageId[]; dialogs: boolean }>> = {
  home: { pages: ['home'], dialogs: false },
  sustainability: { pages: ['sustainability'], dialogs: false },
  companies: { pages: ['companies'], dialogs: false },
  sections: { pages: LANDING, dialogs: false },
  stories: { pages: LANDING, dialogs: false },
  site: { pages: EVERY_PAGE, dialogs: false },
  interface: { pages: EVERY_PAGE, dialogs: true },
  terms: { pages: ['terms'], dialogs: true },
};

export const isContentPath = (path: string) =>
  path.startsWith('content/') || path.startsWith('public/images/');

/**
 * `changed`: repository paths; `contentText`: each content file's text by path, to find where a
 * picture is used. A picture no content file names (a new upload not used yet) feeds no page.
 */
export function pagesFed(changed: readonly string[], contentText: Readonly<Record<string, string>>): Fed {
  const pages = new Set<PageId>();
  let dialogs = false;
  const feed = (id: ContentFileId) => {
    for (const page of SHOWN_ON[id].pages) pages.add(page);
    dialogs ||= SHOWN_ON[id].dialogs;
  };
  for (const path of changed) {
    const spec = CONTENT_FILES.find((file) => file.path === path);
    if (spec) feed(spec.id);
    else if (path.startsWith('public/images/')) {
      const src = path.slice('public'.length);
      for (const file of CONTENT_FILES) if (contentText[file.path]?.includes(src)) feed(file.id);
    } else if (path.startsWith('content/') && path !== 'content/translations.lock.json') {
      EVERY_PAGE.forEach((page) => pages.add(page));
      dialogs = true;
    }
  }
  return {
    pages: PAGE_IDS.filter((page) => pages.has(page)),
    dialogs,
    beyondContent: changed.filter((path) => !isContentPath(path)),
  };
}

/** Every page and the dialogs: when the change is unknown (no base to compare with) or not only content. */
export const EVERYTHING: Fed = { pages: EVERY_PAGE, dialogs: true, beyondContent: [] };

const LANDING_NAME: Readonly<Record<string, string>> = {
  home: 'homepage',
  sustainability: 'sustainability',
  companies: 'companies',
};

/**
 * The browser checks for those pages: axe (landing-a11y, the terms page's, the dialogs') and
 * HTML_CodeSniffer, picked by Playwright's --grep (matched against "file describe title").
 */
export function browserChecks(fed: Fed): { files: string[]; grep: string } | undefined {
  const parts: { file: string; grep: string }[] = [];
  for (const page of fed.pages) {
    const landing = LANDING_NAME[page];
    if (landing)
      parts.push({ file: 'landing-a11y.spec.ts', grep: `landing-a11y\\.spec\\.ts (?:it|en) ${landing}: ` });
    else
      parts.push({
        file: 'terms-page.spec.ts',
        grep: 'terms-page\\.spec\\.ts .*no WCAG 2\\.2 AA violations',
      });
    parts.push({ file: 'htmlcs.spec.ts', grep: `htmlcs\\.spec\\.ts ${page} \\((?:it|en)\\)` });
  }
  if (fed.dialogs) {
    parts.push({ file: 'legal-a11y.spec.ts', grep: 'legal-a11y\\.spec\\.ts ' });
    parts.push({
      file: 'contact-modal-form.spec.ts',
      grep: 'contact-modal-form\\.spec\\.ts .*axe finds no violations',
    });
  }
  if (parts.length === 0) return undefined;
  return {
    files: [...new Set(parts.map((part) => `tests/e2e/${part.file}`))],
    grep: parts.map((part) => part.grep).join('|'),
  };
}
