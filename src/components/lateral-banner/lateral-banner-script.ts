import { inlineScript } from '../../lib/inline-script.ts';

export { REVEALED_ATTRIBUTE, WATCHED_ATTRIBUTE } from './lateral-banner.ts';

/**
 * The lateral banner is drawn transparent until it becomes active (R4.3). Its island, one of several
 * hydrated one at a time, can start seconds after the visitor has scrolled to it on a slow phone, and
 * the banner would sit empty until then. This classic script, inlined right after the banner, watches
 * it from the first paint instead: once 20 % of it is visible it marks it (REVEALED_ATTRIBUTE), the
 * CSS shows it, and the island adopts that state when it starts. It also marks the banner as watched
 * (WATCHED_ATTRIBUTE), which cancels the CSS safety net that shows it 5 s after the page opened.
 * Decision 091.
 *
 * Built from lateral-banner.inline.ts, which applies the island's own rule (lateral-banner.ts). It
 * ships in every landing page's HTML, which must stay within one round trip; the terms pages,
 * without a lateral banner, do not carry it.
 */
export const LATERAL_BANNER_SCRIPT: string = await inlineScript(
  'src/components/lateral-banner/lateral-banner.inline.ts',
);
