import { LOCALES, pathFor } from '../../src/i18n/locales.ts';
import { startBenchSite } from '../../scripts/bench/site.ts';
import { buildSiteCopy } from '../support/cms/site-copy.ts';
import {
  editorFiles,
  editorTextbox,
  fieldLabels,
  readTestRepo,
  refuseNonLoopback,
  openTestRepoEntry,
  serveTestRepoConfig,
} from './support/cms-editor.ts';
import { expect, test } from './support/fixtures.ts';
import { editorURL } from '../../playwright.config.ts';

/**
 * The editor at /admin on the production build, with Sveltia's in-browser test repository in
 * place of GitHub (decision 109): a page's Italian and English headline changed side by side, a
 * required English value refused, the saved file read back and built into a copy of the site,
 * whose two pages show the new headlines.
 */
const TARGET = { fileId: 'sustainability', page: 'sustainability', field: ['intro', 'title'] } as const;

const { specs, files } = editorFiles();
const spec = specs.find((candidate) => candidate.id === TARGET.fileId);
if (!spec) throw new Error(`no editable content file ${TARGET.fileId}: update TARGET in this test`);

const labels = fieldLabels(spec, TARGET.field);
const HEADLINES = { it: 'Un titolo scritto nell’editor', en: 'A headline written in the editor' } as const;

test('the editor changes both headlines side by side, refuses an empty required one, saves', async ({
  page,
  context,
  baseURL,
}) => {
  const remote = await refuseNonLoopback(context);
  await serveTestRepoConfig(page, specs, baseURL ?? '');
  await openTestRepoEntry(page, editorURL, files, spec.label);

  const headline = (language: 'Italian' | 'English') => editorTextbox(page, language, labels);
  // The second pane opens on the page preview (decision 156): its language switch shows English.
  await page
    .getByRole('group', { name: /Preview .Italian. Content/ })
    .getByRole('radio', { name: 'English' })
    .click();
  // Side by side: both languages' fields are on screen at once.
  await expect(await headline('Italian')).toBeVisible();
  await expect(await headline('English')).toBeVisible();

  const original = files[spec.path] ?? '';
  const save = page.getByRole('button', { name: 'Save' });
  await (await headline('Italian')).fill(HEADLINES.it);
  // Enabled once the editor's draft holds the change (it is disabled while nothing changed).
  await expect(save).toBeEnabled();
  await (await headline('English')).fill('');
  await save.click();
  await expect(page.getByText('One field has an error. Please correct it to save the entry.')).toBeVisible();
  await expect(
    page.getByRole('group', { name: /Edit .English. Content/ }).getByText('This field is required.'),
  ).toBeVisible();
  expect(await readTestRepo(page, spec.path)).toBe(original);

  await (await headline('English')).fill(HEADLINES.en);
  await save.click();
  await expect(page.getByText('Entry saved.')).toBeVisible();
  const saved = await readTestRepo(page, spec.path);
  // Italian under `it:`, English under `en:`, in the one file.
  expect(saved.indexOf(HEADLINES.it)).toBeGreaterThan(saved.indexOf('it:'));
  expect(saved.indexOf(HEADLINES.it)).toBeLessThan(saved.indexOf('\nen:'));
  expect(saved.indexOf(HEADLINES.en)).toBeGreaterThan(saved.indexOf('\nen:'));
  expect(remote).toEqual([]);

  test.setTimeout(600_000);
  const site = await startBenchSite(buildSiteCopy({ [spec.path]: saved }));
  try {
    for (const locale of LOCALES) {
      await page.goto(`${site.origin}${pathFor(TARGET.page, locale)}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(HEADLINES[locale]);
    }
  } finally {
    // Away from the copy first: a page still fetching from a stopped server logs errors.
    await page.goto('about:blank');
    await site.stop();
  }
  expect(remote).toEqual([]);
});
