import type { EngineSession } from './session.ts';

/**
 * What Playwright checks before its clicks, for the clients that do not (selenium-webdriver and
 * puppeteer click wherever the element's box is at that instant): the element is in the middle
 * of the view, has a size, is visible, has not moved since the last frame (a banner sliding in, a
 * page still settling) and is what a pointer at its centre would hit. A click that lands on
 * something else would test a visitor who aimed badly. The page checks at each frame, so the wait
 * ends on the frame that makes the target clickable; 15 s without one is a failure.
 */
export async function untilActionable(session: EngineSession, selector: string): Promise<void> {
  const state = await session.run(async (wanted: string) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const deadline = performance.now() + 15_000;
    let state = 'not checked';
    let before: DOMRect | undefined;
    while (performance.now() < deadline) {
      await frame();
      const element = document.querySelector(wanted);
      if (!element) {
        state = 'missing';
        continue;
      }
      const box = element.getBoundingClientRect();
      // Brought to the middle of the view, again if the page's layout moved it out since.
      if (!before || box.bottom <= 0 || box.top >= innerHeight) {
        element.scrollIntoView({ block: 'center', inline: 'center' });
        before = element.getBoundingClientRect();
        state = 'scrolled to';
        continue;
      }
      const still = before.x === box.x && before.y === box.y && before.width === box.width;
      before = box;
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      if (!still) state = 'moving';
      else if (box.width === 0 || box.height === 0) state = 'without a size';
      else if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
        state = 'hidden';
      else if (!hit || (hit !== element && !element.contains(hit)))
        state = `covered by ${hit ? hit.outerHTML.slice(0, 80) : 'nothing'}`;
      else return 'ready';
    }
    return state;
  }, selector);
  if (state !== 'ready') throw new Error(`${session.engine}: ${selector} never became clickable (${state})`);
}
