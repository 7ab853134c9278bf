import { FORM_POPUP_ATTRIBUTE } from '../../config/cta.ts';
import type { IslandStart } from '../../lib/hydration/island-start.ts';

/**
 * The form-popup island starts when one of its links is reached; a click made before is kept and
 * repeated once it has (decision 115), else the link would leave for the provider's page.
 */
export const FORM_POPUP_START: IslandStart = { on: `a[${FORM_POPUP_ATTRIBUTE}]`, keep: true };
