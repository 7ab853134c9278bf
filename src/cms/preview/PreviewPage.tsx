import type { ReactNode } from 'react';
import type { SiteContent } from '../../content/types.ts';
import type { Dictionary } from '../../content/dictionaries.ts';
import type { LandingPageId, Locale } from '../../i18n/locales.ts';
import { landingButtons } from '../../components/landing/landing-buttons.ts';
import MediaElementsGrid from '../../components/media-elements/MediaElementsGrid.tsx';
import ReasonsCarousel from '../../components/reasons-carousel/ReasonsCarousel.tsx';
import { AudienceLinks } from '../../components/sections/AudienceLinks.tsx';
import { ClosingCta } from '../../components/sections/ClosingCta.tsx';
import { ClosingLine } from '../../components/sections/ClosingLine.tsx';
import { HelpSection } from '../../components/sections/HelpSection.tsx';
import { LateralBanner } from '../../components/lateral-banner/LateralBanner.tsx';
import { Intro } from '../../components/sections/Intro.tsx';
import { LandingView } from '../../components/sections/LandingView.tsx';
import { SimpleBanner } from '../../components/sections/SimpleBanner.tsx';
import { SuccessStories } from '../../components/sections/SuccessStories.tsx';
import VideoFacade from '../../components/video/VideoFacade.tsx';
import { POSTER_SIZES } from '../../components/video/poster-sizes.ts';

export interface PreviewPageProps {
  readonly page: LandingPageId;
  readonly locale: Locale;
  readonly content: SiteContent;
  readonly t: Dictionary;
}

/**
 * A landing page's sections as LandingSections.astro lays them out, with the same components, for
 * the editor's preview (decision 156). The islands render their first state (the carousel's first
 * reason, the flip cards' fronts, the videos' posters); nothing here runs in the preview.
 */
export function PreviewPage({ page, locale, content, t }: PreviewPageProps) {
  const sections = content.pages[page];
  const home = page === 'home' ? content.pages.home : undefined;
  const { newTab, demo, demoButton, caseStudies } = landingButtons(page, locale, t);
  const video = (section: keyof typeof POSTER_SIZES, which: 'whatIs' | 'howItWorks'): ReactNode => (
    <VideoFacade
      media={sections[which].media}
      poster={sections[which].poster}
      posterSizes={POSTER_SIZES[section]}
      locale={locale}
      labels={t.COMPONENTS.VIDEO}
      newTabLabel={newTab}
    />
  );
  return (
    <main id="main" tabIndex={-1}>
      {home && <LandingView content={home.landing} newTabLabel={newTab} />}
      <Intro
        block={sections.intro}
        label={demoButton}
        image={sections.intro.image}
        cta={demo}
        newTabLabel={newTab}
        headingLevel={home ? 2 : 1}
        priority={!home}
      />
      {home && <AudienceLinks content={home.audiences} />}
      <LateralBanner block={sections.whatIs.block} media={video('lateral-banner', 'whatIs')} />
      <SimpleBanner block={sections.howItWorks.block} media={video('simple-banner', 'howItWorks')} />
      <MediaElementsGrid content={content.mediaElements} turnLabel={t.COMPONENTS.FLIP_CARD.TURN} />
      <ReasonsCarousel content={sections.reasons} labels={t.COMPONENTS.CAROUSEL} />
      <SuccessStories
        content={content.successStories}
        cta={caseStudies}
        readStoryLabel={t.COMPONENTS.LANDING.READ_STORY}
        newTabLabel={newTab}
      />
      <HelpSection content={content.help} />
      <ClosingLine block={sections.closingLine} locale={locale} />
      <ClosingCta block={sections.closingCta} label={demoButton} cta={demo} newTabLabel={newTab} />
    </main>
  );
}
