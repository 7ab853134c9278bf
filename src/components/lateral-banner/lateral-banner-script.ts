import { inlineScript } from '../../lib/inline-script.ts';

export { REVEALED_ATTRIBUTE, WATCHED_ATTRIBUTE } from './lateral-banner.ts';

/**
 * The lateral banner is drawn transparent until it becomes active (R4.3). This classic script,
 * inlined right after the banner, watches it from the first paint: once 20 % of it is visible it
 * marks it (REVEALED_ATTRIBUTE) and the CSS shows it. It also marks the banner as watched
 * (WATCHED_ATTRIBUTE), which cancels the CSS safety net that shows it 5 s after the page opened.
 * It was a stand-in until the banner's island started (decision 091); it is the whole behaviour
 * since the banner became plain HTML (decision 120).
 *
 * Built from lateral-banner.inline.ts, which applies the rule of lateral-banner.ts. It ships in
 * every landing page's HTML, which must stay within one round trip; the terms pages, without a
 * lateral banner, do not carry it.
 */
export const LATERAL_BANNER_SCRIPT: string = await inlineScript(
  'src/components/lateral-banner/lateral-banner.inline.ts',
);
