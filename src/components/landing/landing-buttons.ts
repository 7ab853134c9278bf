import { ctaTarget, demoLabel, type CtaTarget } from '../../config/cta.ts';
import type { Dictionary } from '../../content/dictionaries.ts';
import type { LandingPageId, Locale } from '../../i18n/locales.ts';

/**
 * What a landing page's buttons say and where they lead, beside the sections' content. One place
 * for the page (LandingSections.astro) and the editor's preview (src/cms/preview/), so that the
 * preview's buttons say what the page's do.
 */
export interface LandingButtons {
  /** "Opens in a new tab", for the links that do. */
  readonly newTab: string;
  readonly demo: CtaTarget;
  readonly demoButton: string;
  readonly caseStudies: CtaTarget;
}

export function landingButtons(page: LandingPageId, locale: Locale, t: Dictionary): LandingButtons {
  const demo = ctaTarget(page, locale, 'demo');
  return {
    newTab: t.COMPONENTS.LANDING.NEW_TAB,
    demo,
    demoButton: demoLabel(t.BUTTON, demo),
    caseStudies: ctaTarget(page, locale, 'caseStudies'),
  };
}
