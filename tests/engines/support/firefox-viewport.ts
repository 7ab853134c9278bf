import { ProtocolError, type Page } from 'puppeteer-core';

/**
 * `page.setViewport` over BiDi sends `browsingContext.setViewport` and, with it,
 * `emulation.setScreenOrientationOverride`, which Firefox ESR 140 does not know ("unknown
 * command"): puppeteer-core 25 tolerates that for the touch override only. The size command is
 * sent first and ESR applies it, so the orientation's refusal is let through and the page's own
 * size is awaited instead.
 */
export async function setViewport(page: Page, viewport: { width: number; height: number }): Promise<void> {
  try {
    await page.setViewport(viewport);
    return;
  } catch (error) {
    if (!(error instanceof ProtocolError && error.message.includes('setScreenOrientationOverride')))
      throw error;
  }
  // Read on each frame by page.evaluate (script.callFunction, which the pages' CSP allows, unlike
  // waitForFunction's Function()); bounded in frames, not time.
  for (let frame = 0; frame < 600; frame += 1) {
    const [width, height] = await page.evaluate(
      () =>
        new Promise<[number, number]>((resolve) => {
          requestAnimationFrame(() => {
            resolve([window.innerWidth, window.innerHeight]);
          });
        }),
    );
    if (width === viewport.width && height === viewport.height) return;
  }
  throw new Error(`Firefox did not take the viewport ${String(viewport.width)}×${String(viewport.height)}`);
}
