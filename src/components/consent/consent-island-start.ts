import type { IslandStart } from '../../lib/hydration/island-start.ts';
import { ACTION_ATTRIBUTE, PREFERENCES_ATTRIBUTE } from './banner-marks.ts';

/**
 * The consent island renders only the preferences dialog (decision 115): it starts when the
 * visitor reaches for a control that opens it, the banner's "choose by category" or the footer's
 * "cookie preferences". What they clicked is in a store the island reads when it starts.
 */
export const CONSENT_ISLAND_START: IslandStart = {
  on: `[${ACTION_ATTRIBUTE}="customize"],[${PREFERENCES_ATTRIBUTE}]`,
};
