import { CONTACT_FORM_IDS } from '../../src/forms/contact-form.ts';
import { expect, test } from './support/fixtures.ts';
import { fakeProvider, gate, labelOf, LOCALES_UNDER_TEST, PAGES, texts } from './support/contact-provider.ts';

/**
 * The contact-request modal opens from a contact link or the #contact address, loads its form
 * (with a spinner, and a retry after a failed load), and closes by Escape, backdrop or close button
 * with focus returned where it belongs (docs/requirements.md R7).
 */
for (const locale of LOCALES_UNDER_TEST) {
  const t = texts(locale);
  const title = t.COMPONENTS.CONTACT_MODAL.TITLE;

  test.describe(`contact modal (${locale})`, () => {
    test('opens from a contact link, shows a spinner until the definition arrives, then the form; Escape closes it and focus returns to the link', async ({
      page,
    }) => {
      const provider = await fakeProvider(page, locale);
      const held = gate();
      provider.hold = held.promise;
      await page.goto(PAGES[locale]);
      // The real "contact us" link of the footer.
      const contactLink = page
        .getByRole('contentinfo')
        .getByRole('link', { name: t.COMPONENTS.FOOTER.CONTACT_US });
      await contactLink.click();

      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('status', { name: t.COMPONENTS.CONTACT_MODAL.LOADING })).toBeVisible();
      await expect(dialog.locator('form')).toHaveCount(0);
      await expect(dialog.getByRole('button', { name: t.BUTTON.SUBMIT })).toHaveCount(0);

      held.open();
      const definition = provider.definition;
      await expect(
        dialog.getByRole('textbox', { name: labelOf(definition, 'firstname'), exact: true }),
      ).toBeVisible();
      await expect(dialog.getByRole('status', { name: t.COMPONENTS.CONTACT_MODAL.LOADING })).toHaveCount(0);
      await expect(dialog.getByRole('button', { name: t.BUTTON.SUBMIT })).toBeVisible();
      expect(provider.definitionRequests).toHaveLength(1);
      expect(new URL(provider.definitionRequests[0] ?? '').searchParams.get('id')).toBe(
        CONTACT_FORM_IDS[locale],
      );

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(contactLink).toBeFocused();
      expect(new URL(page.url()).hash).toBe('');

      // The same link opens it again; the definition is not fetched twice.
      await contactLink.click();
      await expect(dialog).toBeVisible();
      await expect(
        dialog.getByRole('textbox', { name: labelOf(definition, 'firstname'), exact: true }),
      ).toBeVisible();
      expect(provider.definitionRequests).toHaveLength(1);
    });

    test('opens from the #contact deep link; a backdrop click closes it and focus goes to the main content', async ({
      page,
    }) => {
      const provider = await fakeProvider(page, locale);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${PAGES[locale]}#contact`);
      const dialog = page.getByRole('dialog', { name: title });
      await expect(
        dialog.getByRole('textbox', { name: labelOf(provider.definition, 'email'), exact: true }),
      ).toBeVisible();

      await page.mouse.click(10, 400); // outside the centred, 70 %-wide dialog
      await expect(dialog).toBeHidden();
      await expect(page.locator('main')).toBeFocused();
      expect(new URL(page.url()).hash).toBe('');
    });

    test("a contact link clicked before the modal's code arrives gets focus back when it closes", async ({
      page,
    }) => {
      await fakeProvider(page, locale);
      // The modal's island code is held until the click has happened, as on a slow phone.
      const held = gate();
      await page.route(/\/_astro\/ContactModalIsland\.[\w-]+\.js$/, async (route) => {
        await held.promise;
        await route.continue();
      });
      await page.goto(PAGES[locale]);
      const contactLink = page
        .getByRole('contentinfo')
        .getByRole('link', { name: t.COMPONENTS.FOOTER.CONTACT_US });
      await contactLink.click();
      // The address changed; Chromium has moved focus to the page, away from the link.
      await expect.poll(() => new URL(page.url()).hash).toBe('#contact');
      await expect(contactLink).not.toBeFocused();
      held.open();

      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(contactLink).toBeFocused();
    });

    test('the close button closes it, and a click inside does not', async ({ page }) => {
      await fakeProvider(page, locale);
      await page.goto(`${PAGES[locale]}#contact`);
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog.locator('form')).toBeVisible();
      await dialog.getByRole('heading', { name: title }).click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: t.BUTTON.CLOSE }).click();
      await expect(dialog).toBeHidden();
    });

    test('a failed definition load shows a translated message and a retry button', async ({
      page,
      consoleGuard,
    }) => {
      consoleGuard.expectConsoleErrors('could not be loaded', 'status of 500');
      const provider = await fakeProvider(page, locale);
      provider.definitionStatus = 500;
      await page.goto(`${PAGES[locale]}#contact`);
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog.getByRole('alert')).toHaveText(t.COMPONENTS.CONTACT_MODAL.LOAD_ERROR);
      expect(consoleGuard.consoleErrors().some((line) => line.includes('could not be loaded'))).toBe(true);

      provider.definitionStatus = 200;
      await dialog.getByRole('button', { name: t.BUTTON.RETRY }).click();
      await expect(
        dialog.getByRole('textbox', { name: labelOf(provider.definition, 'firstname'), exact: true }),
      ).toBeVisible();
      expect(provider.definitionRequests).toHaveLength(2);
    });
  });
}
