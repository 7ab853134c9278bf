/**
 * The facts of the third parties that are not launch values: the same for every company. Apart
 * from site.ts because the browser islands read them, and site.ts reads site-settings: an island
 * importing from here carries none of the settings (decision 094).
 */

/** The provider's two forms each language's buttons open (docs/requirements.md R5.1). */
export const FORM_KINDS = ['demo', 'caseStudies'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/** The media-hosting service: its embeddable player and its public video pages. */
export const VIDEO_HOST = {
  name: 'Vimeo',
  player: 'https://player.vimeo.com/video/',
  watch: 'https://vimeo.com/',
} as const;
