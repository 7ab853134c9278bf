import { axeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * The accessibility checks of the other files pass when axeViolations finds nothing: this one shows
 * it finds what is there, in the mode it runs axe in (decision 119), whole page and scoped.
 */
const DOCUMENT = `<!doctype html><html lang="en"><head><title>Fixture</title></head><body>
  <main><h1>A heading</h1>
    <section id="scoped"><button type="button"></button></section>
    <p><a href="#"><img src="/none.png"></a></p>
    <p style="color:#777;background:#fff">grey on white, below 4.5:1</p>
    <iframe src="https://provider.example/form"></iframe>
  </main></body></html>`;

test('axeViolations reports the violations a page has, and only those of its scope', async ({ page }) => {
  await page.goto('about:blank');
  await page.route('**/none.png', (route) => route.fulfill({ status: 404 }));
  // A provider's document with a violation of its own, which is the provider's to fix, not ours.
  await page.route('https://provider.example/form', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html><body><button></button></body></html>',
    }),
  );
  await page.setContent(DOCUMENT);
  expect(await axeViolations(page)).toEqual([
    'button-name: button',
    'color-contrast: p:nth-child(4)',
    // Our frame element is checked; what the cross-origin document inside it holds is not.
    'frame-title: iframe',
    'image-alt: img',
    'link-name: a',
  ]);
  expect(await axeViolations(page, { include: '#scoped' })).toEqual(['button-name: button']);
  expect(await axeViolations(page, { include: '#scoped', disableRules: ['button-name'] })).toEqual([]);
});
