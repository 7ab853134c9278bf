import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import { pathFor } from '../../src/i18n/locales.ts';
import {
  editorFiles,
  editorTextbox,
  fieldLabels,
  refuseNonLoopback,
  repositoryPictures,
  openTestRepoEntry,
  serveTestRepoConfig,
} from './support/cms-editor.ts';
import { expect, test } from './support/fixtures.ts';
import { editorURL } from '../../playwright.config.ts';

/**
 * The editor's page preview (decision 156) on the production build, with Sveltia's in-browser test
 * repository holding the content files and the pictures, as a GitHub repository does: the
 * Italian headline and a reason typed in the editor show in the Italian pane, drawn as the built
 * page draws its <h1>; the English pane shows the English headline; a picture uploaded in the
 * editor shows in the pane; and nothing asked for leaves loopback.
 */
const FILE = 'sustainability';
const { specs, files } = editorFiles();
const spec = specs.find((candidate) => candidate.id === FILE);
if (!spec) throw new Error(`no editable content file ${FILE}: update FILE in this test`);
const source = parse(files[spec.path] ?? '') as {
  en: { intro: { title: string } };
  it: { intro: { image: { alt: string } }; reasons: { items: { label: string }[] } };
};
const TYPED = {
  headline: 'Un titolo letto nell’anteprima',
  reason: 'Un motivo riscritto nell’editor, subito nella pagina.',
} as const;

const LOOPBACK = /^(?:blob:)?http:\/\/(?:127\.0\.0\.1|localhost)(?::\d+)?\//;

/** The pane showing the page in `language`, and its document. */
function pane(page: Page, language: 'Italian' | 'English') {
  return page
    .getByRole('group', { name: new RegExp(`Preview .${language}. Content`) })
    .locator('iframe')
    .contentFrame();
}

/** What the headline test compares: how the heading is drawn, not where. */
function drawnAs(heading: Locator) {
  return heading.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      fontFamily: style.fontFamily,
      fontSize: style.fontSize,
      fontWeight: style.fontWeight,
      color: style.color,
    };
  });
}

test('the preview pane shows the page as typed, per language, drawn as the site draws it', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const remote = await refuseNonLoopback(context);
  const requested: string[] = [];
  context.on('request', (request) => requested.push(request.url()));
  await page.setViewportSize({ width: 1460, height: 900 });
  await serveTestRepoConfig(page, specs, baseURL ?? '');
  await openTestRepoEntry(page, editorURL, { ...files, ...repositoryPictures() }, spec.label);

  const italian = pane(page, 'Italian');
  await (await editorTextbox(page, 'Italian', fieldLabels(spec, ['intro', 'title']))).fill(TYPED.headline);
  const reason = fieldLabels(spec, ['reasons', 'items', 0, 'description']);
  await (await editorTextbox(page, 'Italian', reason)).fill(TYPED.reason);
  const headline = italian.getByRole('heading', { level: 1 });
  await expect(headline).toHaveText(TYPED.headline);
  const firstReason = italian.getByRole('group').filter({ hasText: source.it.reasons.items[0]?.label ?? '' });
  await expect(firstReason).toContainText(TYPED.reason);
  // The site's own section: its button, from the interface's words.
  await expect(italian.getByRole('link', { name: /Richiedi una demo/ }).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('preview-1460.png') });

  const drawn = await drawnAs(headline);
  const paneWidth = await headline.evaluate((element) => element.ownerDocument.documentElement.clientWidth);

  // A picture uploaded in the editor, in place of the headline's: the pane shows the file itself.
  const pictureField = page
    .getByRole('group', { name: /Edit .Italian. Content/ })
    .getByRole('group', { name: `“⁨${fieldLabels(spec, ['intro'])[0] ?? ''}⁩” Field` });
  await pictureField.getByRole('button', { name: 'Replace' }).first().click();
  const picture = await sharp({
    create: { width: 480, height: 320, channels: 3, background: { r: 20, g: 140, b: 110 } },
  })
    .png()
    .toBuffer();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('dialog', { name: 'Select Image' }).getByRole('button', { name: 'Upload' }).click();
  await (await chooser).setFiles({ name: 'preview-check.png', mimeType: 'image/png', buffer: picture });
  const insert = page.getByRole('dialog', { name: 'Select Image' }).getByRole('button', { name: 'Insert' });
  await expect(insert).toBeEnabled();
  await insert.click();
  // Until saved, the editor holds the new file at a blob: address of its own, and so does the pane.
  const shown = italian.getByRole('img', { name: source.it.intro.image.alt });
  await expect(shown).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(480);

  await page
    .getByRole('group', { name: /Edit .Italian. Content/ })
    .getByRole('radio', { name: 'English' })
    .click();
  const english = pane(page, 'English');
  await expect(english.getByRole('heading', { level: 1 })).toHaveText(source.en.intro.title);

  // The built page at the pane's width draws its <h1> as the pane did.
  await page.setViewportSize({ width: paneWidth, height: 900 });
  await page.goto(`${baseURL ?? ''}${pathFor('sustainability', 'it')}`);
  expect(await drawnAs(page.getByRole('heading', { level: 1 }))).toEqual(drawn);

  expect(remote).toEqual([]);
  expect(requested.filter((url) => !LOOPBACK.test(url) && !url.startsWith('data:'))).toEqual([]);
});
