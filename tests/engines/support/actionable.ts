import type { EngineSession } from './session.ts';

/**
 * What Playwright checks before its clicks, for the clients that do not (selenium-webdriver and
 * puppeteer click wherever the element's box is at that instant): the element is in the middle
 * of the view, has a size, is visible, has not moved for two frames (a banner sliding in, a page
 * still settling) and is what a pointer at its centre would hit. A click that lands on something
 * else (the element still moving, a layer over it) would test a visitor who aimed badly.
 */
export async function untilActionable(session: EngineSession, selector: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const state = await session.run(async (wanted: string) => {
      const element = document.querySelector(wanted);
      if (!element) return 'missing';
      element.scrollIntoView({ block: 'center', inline: 'center' });
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const before = element.getBoundingClientRect();
      await frame();
      await frame();
      const box = element.getBoundingClientRect();
      if (box.x !== before.x || box.y !== before.y || box.width !== before.width) return 'moving';
      if (box.width === 0 || box.height === 0) return 'without a size';
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return 'hidden';
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      if (hit && (hit === element || element.contains(hit))) return 'ready';
      return `covered by ${hit ? hit.outerHTML.slice(0, 80) : 'nothing'}`;
    }, selector);
    if (state === 'ready') return;
    if (Date.now() > deadline)
      throw new Error(`${session.engine}: ${selector} never became clickable (${state})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
