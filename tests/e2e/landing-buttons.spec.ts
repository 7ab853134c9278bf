import { storiesFor } from '../../src/content/stories.ts';
import { SITE } from '../../src/config/site.ts';
import { recordThirdParty, thirdPartySources } from './support/consent.ts';
import { expect, test } from './support/fixtures.ts';
import { LANDING_PAGES, openLandingPage, scrollThrough } from './support/landing.ts';

const ENGLISH_LANDING = LANDING_PAGES.filter((entry) => entry.locale === 'en' && !entry.home);
const FORM_POPUP_PAGES = LANDING_PAGES.filter((entry) => entry.locale === 'it' || entry.home);

for (const entry of ENGLISH_LANDING) {
  test(`${entry.name}: every call to action opens the meeting-booking page in a new window`, async ({
    page,
    context,
  }) => {
    await recordThirdParty(context);
    await openLandingPage(page, entry);
    const buttons = page.locator('a.button:not([href="#contact"])');
    await expect(buttons).toHaveCount(4);
    // Header, intro and closing call to action book the meeting, and say so.
    await expect(
      page.getByRole('link', { name: 'Book a demo (opens in a new tab)', exact: true }),
    ).toHaveCount(3);
    for (const button of await buttons.all()) {
      await expect(button).toHaveAttribute('href', SITE.meetingBooking.en);
      await expect(button).toHaveAttribute('target', '_blank');
      await expect(button).toHaveAttribute('rel', 'noopener');
      await expect(button).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }
    const popupPromise = page.waitForEvent('popup');
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Book a demo/ })
      .click();
    const popup = await popupPromise;
    expect(popup.url()).toBe(SITE.meetingBooking.en);
    // rel=noopener: the new window cannot reach back to this page.
    expect(await popup.evaluate(() => window.opener === null)).toBe(true);
  });
}

for (const entry of FORM_POPUP_PAGES) {
  // The page language's own forms: the English homepage opens the English ones (R15.1, decision 094).
  test(`${entry.name}: the calls to action lead to the two provider forms and stay on the page`, async ({
    page,
    context,
  }) => {
    const thirdParty = await recordThirdParty(context);
    await openLandingPage(page, entry);
    const demo = page.locator(`a[data-form-popup="demo"]`);
    const caseStudies = page.locator(`a[data-form-popup="caseStudies"]`);
    await expect(demo).toHaveCount(3);
    await expect(caseStudies).toHaveCount(1);
    // They open the demo-request form, so they ask for a demo; none claims to book one.
    const request = entry.locale === 'it' ? 'Richiedi una demo' : 'Request a demo';
    for (const link of await demo.all()) {
      await expect(link).toHaveAttribute('href', SITE.forms[entry.locale].demo);
      await expect(link).toHaveAccessibleName(new RegExp(`^${request}`));
    }
    await expect(page.getByRole('link', { name: /Prenota|Book a demo/ })).toHaveCount(0);
    await expect(caseStudies).toHaveAttribute('href', SITE.forms[entry.locale].caseStudies);

    // Once the popup island runs, the links announce a dialog and a click no longer leaves the page:
    // it opens our dialog, which loads the provider's form only on its own button's click
    // (decision 092; landing-embeds.spec.ts follows the whole flow).
    await expect(demo.first()).toHaveAttribute('aria-haspopup', 'dialog');
    // They open a dialog now, so nothing says "opens in a new tab" any more.
    for (const link of [...(await demo.all()), caseStudies]) {
      await expect(link).not.toHaveAccessibleName(/new tab|nuova scheda/);
    }
    let popups = 0;
    page.on('popup', () => (popups += 1));
    const url = page.url();
    await demo.first().click();
    const dialog = page.getByRole('dialog', {
      name: request,
    });
    await expect(dialog.getByRole('button', { name: /form\.typeform\.com/ })).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveCount(0);
    expect(popups).toBe(0);
    expect(page.url()).toBe(url);
    expect(thirdParty).toEqual([]);
  });
}

test('each success story opens its customer story in a new tab, with rel="noopener"', async ({
  page,
  context,
}) => {
  await recordThirdParty(context);
  await page.goto('/en/sustainability');
  const links = page.locator('.story-card__link');
  await expect(links).toHaveCount(3);
  const customers = storiesFor('en');
  for (const [index, customer] of customers.entries()) {
    const link = links.nth(index);
    await expect(link).toHaveAttribute('href', customer.link);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
  }
  // The whole card is the link: a click on the picture opens the story.
  const popupPromise = page.waitForEvent('popup');
  await page
    .locator('.story-card')
    .nth(1)
    .click({ position: { x: 120, y: 90 } });
  expect((await popupPromise).url()).toBe(customers[1]?.link);
});

test('the help section has training, tips and tricks and a "contact us" link to the contact modal', async ({
  page,
}) => {
  for (const [path, name] of [
    ['/it/aziende-medio-grandi', 'Contattaci'],
    ['/en/medium-big-companies', 'Contact us'],
  ] as const) {
    await page.goto(path);
    const help = page.locator('.help');
    await expect(help.getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(help.getByRole('link', { name })).toHaveAttribute('href', '#contact');
  }
});

for (const entry of [LANDING_PAGES[0], LANDING_PAGES[3]]) {
  if (!entry) continue;
  test(`${entry.name}: videos sit behind a local poster until played; a play loads that video only`, async ({
    page,
    context,
  }) => {
    const thirdParty = await recordThirdParty(context);
    await openLandingPage(page, entry);
    await scrollThrough(page);
    const videos = page.locator('figure.video');
    await expect(videos).toHaveCount(2);
    await expect(page.locator('iframe')).toHaveCount(0);
    for (const poster of await videos.locator('.video__poster').all()) {
      expect(await poster.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    }
    const play = videos
      .first()
      .getByRole('button', { name: entry.locale === 'it' ? /Guarda il video/ : /Play the video/ });
    expect(await thirdPartySources(page)).toEqual([]);
    expect(thirdParty).toEqual([]);
    await play.click();
    // Its own click loads that player (decision 092); the other video keeps its poster.
    await expect(videos.first().locator('iframe')).toHaveAttribute('src', /vimeo\.com\/video\/\d+/);
    await expect(page.locator('iframe')).toHaveCount(1);
    await expect(videos.first().getByRole('link', { name: /Vimeo/ })).toHaveAttribute(
      'href',
      /vimeo\.com\/\d+$/,
    );
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Italian buttons are plain links to the provider forms in a new tab', async ({ page, context }) => {
    await recordThirdParty(context);
    await page.goto('/it/sostenibilita');
    const popupPromise = page.waitForEvent('popup');
    const demo = page.locator('.intro').getByRole('link', { name: 'Richiedi una demo' });
    // Without scripts the link opens the form in a new tab, and says so.
    await expect(demo).toHaveAccessibleName('Richiedi una demo (si apre in una nuova scheda)');
    await demo.click();
    expect((await popupPromise).url()).toBe(SITE.forms.it.demo);
  });

  test('English buttons open the meeting-booking page in a new window', async ({ page, context }) => {
    await recordThirdParty(context);
    await page.goto('/en/medium-big-companies');
    const popupPromise = page.waitForEvent('popup');
    await page
      .locator('.closing-cta')
      .getByRole('link', { name: /Book a demo/ })
      .click();
    expect((await popupPromise).url()).toBe(SITE.meetingBooking.en);
  });

  test('every section is readable: all four reasons show and the lateral banner is visible', async ({
    page,
  }) => {
    await page.goto('/en/sustainability');
    await expect(page.locator('.carousel__slide')).toHaveCount(4);
    for (const slide of await page.locator('.carousel__slide').all()) await expect(slide).toBeVisible();
    await page.locator('.lateral-banner').scrollIntoViewIfNeeded();
    await expect(page.locator('.lateral-banner__media')).toHaveCSS('opacity', '1');
    await expect(page.locator('.lateral-banner__text')).toHaveCSS('opacity', '1');
  });

  test('every card shows its back under its front, and no control is left that needs JavaScript', async ({
    page,
  }) => {
    for (const width of [390, 1460]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/it/sostenibilita');
      const cards = page.locator('.flip-card');
      await expect(cards).toHaveCount(6);
      for (const card of await cards.all()) {
        await card.scrollIntoViewIfNeeded();
        const title = await card.getByRole('heading', { level: 3 }).boundingBox();
        const description = card.locator('.flip-card__description');
        const box = await description.boundingBox();
        // Laid out below the front, not turned away behind it, and nothing covers it.
        expect(title && box && box.y >= title.y + title.height, `${String(width)} px`).toBe(true);
        await description.click({ trial: true, timeout: 2_000 });
      }
      // Controls that would do nothing: turning a card, playing a video, cookie preferences. The
      // contact entries stay: they lead to the page's static contact block (#contact).
      await expect(page.locator('.media-elements').getByRole('button')).toHaveCount(0);
      // Nor an invitation to turn a card.
      await expect(page.getByText('Gira una scheda per scoprire che cosa può fare.')).toBeHidden();
      await expect(page.locator('.video').getByRole('button')).toHaveCount(0);
      await expect(page.locator('.video').getByRole('link', { name: /Vimeo/ })).toHaveCount(2);
      await expect(
        page.getByRole('contentinfo').getByRole('button', { name: 'Preferenze cookie' }),
      ).toHaveCount(0);
      await expect(page.locator('a[href="#contact"]:visible')).toHaveCount(2);
      await expect(page.locator('#contact')).toBeAttached();
      await expect(page.locator('.help').getByRole('heading', { level: 3 })).toHaveCount(3);
    }
  });
});
