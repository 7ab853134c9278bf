import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { recordThirdParty } from './support/consent.ts';
import { expect, test } from './support/fixtures.ts';
import { LANDING_PAGES, openLandingPage, scrollThrough, scrollToY } from './support/landing.ts';
import { waitForStartup } from './support/startup.ts';
import { animationsFinished } from './support/settled.ts';

// Each test scrolls a whole page and runs axe twice: slow on a loaded 2-core machine.
test.describe.configure({ timeout: 90_000 });

/**
 * Every animation running on the page, as `element.class animation: seconds of motion`. axe cannot
 * see CSS animations; WCAG 2.2.2 (Pause, Stop, Hide) needs motion that starts by itself to stop
 * within 5 seconds or to have a control that pauses it.
 */
async function runningAnimations(page: Page): Promise<{ name: string; seconds: number }[]> {
  return page.evaluate(() =>
    document.getAnimations().map((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      const label = target ? `${target.tagName.toLowerCase()}.${target.getAttribute('class') ?? ''}` : '?';
      const name = animation instanceof CSSAnimation ? animation.animationName : animation.constructor.name;
      return {
        name: `${label} ${name}`,
        seconds: Number(animation.effect?.getComputedTiming().activeDuration ?? 0) / 1000,
      };
    }),
  );
}

const longerThanFiveSeconds = (animations: { name: string; seconds: number }[]) =>
  animations.filter((animation) => animation.seconds > 5);

/**
 * One load per page serves the checks that only read it (decisions 112 and 117): axe before and
 * after the visitor has interacted, WCAG 2.2.2's "nothing moves by itself for more than 5
 * seconds", and no request to a third party before consent while the whole page is scrolled
 * through (R14).
 */
for (const entry of LANDING_PAGES) {
  test(`${entry.name}: no WCAG 2.2 AA violations before and after interacting, no endless motion, nothing asked of a third party`, async ({
    page,
    context,
  }) => {
    const thirdParty = await recordThirdParty(context);
    await openLandingPage(page, entry);
    // The start-up spinner turns only while the start-up loads run (a loading indicator, which
    // ends with them): it has to be gone, and nothing else may turn on.
    await waitForStartup(page);
    await expect(page.locator('[data-startup-loader]')).toBeHidden();
    const onLoad = await runningAnimations(page);
    // The homepage's arrow to the next section nudges on load: the check has something to see. (On
    // a loaded machine the nudges may be over before this runs; an endless animation never is.)
    if (entry.home)
      await expect(page.locator('.landing-view__next svg')).toHaveCSS('animation-name', 'nudge');
    expect(longerThanFiveSeconds(onLoad), 'motion on load').toEqual([]);
    expect(await axeViolations(page), 'on load').toEqual([]);

    // Sections below the fold start their animations as they come into view.
    await scrollThrough(page);
    expect(longerThanFiveSeconds(await runningAnimations(page)), 'motion after scrolling').toEqual([]);
    await page.waitForLoadState('networkidle');
    expect(thirdParty, 'third-party requests while loading and scrolling').toEqual([]);

    // Card turned, carousel moved, header fixed, lateral banner active.
    const turn = page.locator('.flip-card__toggle').nth(1);
    await turn.scrollIntoViewIfNeeded();
    await turn.focus();
    await page.keyboard.press('Enter');
    await expect(turn).toHaveAttribute('aria-pressed', 'true');
    const next = page.locator('.carousel__button').nth(1);
    await next.scrollIntoViewIfNeeded();
    await next.click();
    await expect(page.locator('.carousel').getByRole('group')).toHaveAccessibleName(/^2 /);
    await page.locator('.lateral-banner').scrollIntoViewIfNeeded();
    await expect(page.locator('.lateral-banner')).toHaveAttribute('data-revealed');
    await expect(page.locator('#site-header')).toHaveAttribute('data-fixed');
    // The slide-in and fade-in end before colours are measured.
    await animationsFinished(page);
    expect(await axeViolations(page), 'after interacting').toEqual([]);

    await scrollToY(page, 0);
    await expect(page.locator('#site-header')).not.toHaveAttribute('data-fixed');
  });
}

test('the Italian sustainability page at 390 px has no WCAG 2.2 AA violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/it/sostenibilita');
  await scrollThrough(page);
  await animationsFinished(page);
  expect(await axeViolations(page)).toEqual([]);
});
