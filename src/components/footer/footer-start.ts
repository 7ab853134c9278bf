import type { IslandStart } from '../../lib/hydration/island-start.ts';

/**
 * The footer's island starts once on screen (decision 115). Its policy and terms links are real
 * links that it turns into dialogs: a plain click on one made before it has started is kept and
 * repeated once it has, else it would leave for the document itself.
 */
export const FOOTER_ISLAND_START: IslandStart = {
  visible: true,
  on: '.site-footer a[aria-haspopup]',
  keep: true,
};
