import { expect, test } from './support/fixtures.ts';
import { fakeProvider, gate, LOCALES_UNDER_TEST, PAGES, texts } from './support/contact-provider.ts';

/**
 * The contact-request modal's size and scrolling: its final size while the form loads, its width
 * at each viewport, and a body that scrolls under a fixed title, close button and submit bar
 * (docs/requirements.md R7).
 */
for (const locale of LOCALES_UNDER_TEST) {
  const t = texts(locale);
  const title = t.COMPONENTS.CONTACT_MODAL.TITLE;

  test.describe(`contact modal (${locale})`, () => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      test(`opens at its final size while the form loads, so nothing jumps when it arrives (${String(viewport.width)} px)`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        const provider = await fakeProvider(page, locale);
        const held = gate();
        provider.hold = held.promise;
        await page.goto(PAGES[locale]);
        await page
          .getByRole('contentinfo')
          .getByRole('link', { name: t.COMPONENTS.FOOTER.CONTACT_US })
          .click();
        const dialog = page.getByRole('dialog', { name: title });
        await expect(dialog.getByRole('status', { name: t.COMPONENTS.CONTACT_MODAL.LOADING })).toBeVisible();
        const loading = await dialog.boundingBox();
        // Shifts are counted from here: none may come from the form's arrival.
        await page.evaluate(() => {
          const shifts: number[] = [];
          (window as unknown as { shifts: number[] }).shifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
          }).observe({ type: 'layout-shift' });
        });

        held.open();
        await expect(dialog.getByRole('button', { name: t.BUTTON.SUBMIT })).toBeVisible();
        expect(await dialog.boundingBox()).toEqual(loading);
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
      });
    }

    test('is at most 70 % of the viewport wide, and uses the full width below 768 px', async ({ page }) => {
      await fakeProvider(page, locale);
      await page.setViewportSize({ width: 1460, height: 900 });
      await page.goto(`${PAGES[locale]}#contact`);
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog.locator('form')).toBeVisible();
      expect((await dialog.boundingBox())?.width).toBeLessThanOrEqual(1460 * 0.7);
      await page.setViewportSize({ width: 390, height: 844 });
      await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(390);
    });

    test('scrolling to the end of the form moves only its body: the title, the close button and the submit bar stay in view', async ({
      page,
    }) => {
      await fakeProvider(page, locale);
      for (const [width, height] of [
        [390, 844],
        [1460, 900],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.goto(`${PAGES[locale]}#contact`);
        const dialog = page.getByRole('dialog', { name: title });
        await expect(dialog.locator('form')).toBeVisible();
        const body = dialog.locator('.dialog__body');
        const box = await body.boundingBox();
        await page.mouse.move((box?.x ?? 0) + 40, (box?.y ?? 0) + 40);
        // Well past the end of the form: the extra wheel turns are the ones that used to scroll the dialog.
        for (let turn = 0; turn < 12; turn++) await page.mouse.wheel(0, 600);
        await expect
          .poll(() => body.evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 1))
          .toBe(true);
        expect(await dialog.evaluate((el) => el.scrollTop), `${String(width)} px`).toBe(0);
        expect(await dialog.evaluate((el) => el.scrollHeight <= el.clientHeight), `${String(width)} px`).toBe(
          true,
        );
        await expect(dialog.getByRole('button', { name: t.BUTTON.CLOSE })).toBeInViewport();
        await expect(dialog.getByRole('button', { name: t.BUTTON.SUBMIT })).toBeInViewport();
      }
    });
  });
}
