import { expect, type Locator, type Page } from '@playwright/test';
import { around, contrastingChanges } from './focus-ring.ts';

export interface StateMark {
  /** Pixels around the control whose colour changed by at least 3:1 with the new state. */
  readonly contrasting: number;
  /** The control's perimeter in CSS pixels: a mark one pixel thick all around it. */
  readonly perimeter: number;
}

/**
 * How visibly `change` marks `control`: the pixels in and around its box (8 px of reach) that change
 * by at least 3:1 between before and after, the measure of the focus rings (focus-ring.ts) applied
 * to another state, such as an error.
 */
export async function measureStateMark(
  page: Page,
  control: Locator,
  change: () => Promise<void>,
): Promise<StateMark> {
  await control.evaluate((element) => {
    element.scrollIntoView({ block: 'center' });
  });
  const box = await control.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('the control is not on screen');
  const clip = around(box, viewport);
  const shot = () => page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
  const before = await shot();
  await change();
  // The control must not have moved: the comparison is pixel by pixel.
  expect(await control.boundingBox()).toEqual(box);
  const after = await shot();
  return {
    contrasting: await contrastingChanges(after, before),
    perimeter: 2 * (box.width + box.height),
  };
}
