import type { IslandStart } from '../../lib/hydration/island-start.ts';

/** Where a landing page shows a video: the lateral banner ("What is") and the simple banner ("How it works"). */
export type VideoSection = 'lateral-banner' | 'simple-banner';

/**
 * A video facade's island starts when the visitor reaches for that video: the pointer over it,
 * focus in it, a press (decision 120). Its code does one thing, load the player on a click on the
 * poster's button, and the poster, the button and the link to the host are all in the page before
 * it runs. Started once on screen, it made every landing page load React on a phone at the first
 * paint. A click made before it has run is kept and repeated once it has (early-input.ts).
 */
export function videoIslandStart(section: VideoSection): IslandStart {
  return { on: `.${section} figure.video` };
}
