import { useEffect, useRef, useState } from 'react';
import type { LandingSections } from '../../content/types.ts';
import type { Dictionary } from '../../i18n/dictionaries/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import {
  LATERAL_BANNER_THRESHOLD,
  REVEALED_ATTRIBUTE,
  revealedBeforeStart,
  shouldActivate,
} from './lateral-banner.ts';
import { useIsClient } from '../ui/use-is-client.ts';
import { SectionHeading } from '../sections/SectionHeading.tsx';
import VideoFacade from '../video/VideoFacade.tsx';
import '../../styles/landing/banners.css';

interface LateralBannerProps {
  readonly content: LandingSections['whatIs'];
  readonly locale: Locale;
  readonly videoLabels: Dictionary['COMPONENTS']['VIDEO'];
  readonly newTabLabel: string;
}

/**
 * Section 3: the "What is" text beside its video. It becomes active (the
 * video slides in from its side) once at least 20 % of it is visible, and
 * stays active (docs/requirements.md R4.3).
 */
export default function LateralBanner({ content, locale, videoLabels, newTabLabel }: LateralBannerProps) {
  // Hidden from the first paint while inactive; a CSS safety net shows it if this island never starts.
  const [activated, setActivated] = useState(false);
  const ref = useRef<HTMLElement>(null);
  // Once running in the browser the island cancels the CSS safety net (data-observed); if that net
  // already showed the banner (the island started late), the banner stays shown.
  const observed = useIsClient();
  const [startedAt] = useState(() => performance.now());
  const active = activated || (observed && revealedBeforeStart(startedAt));

  useEffect(() => {
    const section = ref.current;
    if (!section || active) return;
    // The page's inline script has already revealed it (decision 091): stay revealed, no flash back.
    if (section.hasAttribute(REVEALED_ATTRIBUTE)) {
      setActivated(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some(shouldActivate)) setActivated(true);
      },
      { threshold: LATERAL_BANNER_THRESHOLD },
    );
    observer.observe(section);
    return () => {
      observer.disconnect();
    };
  }, [active]);

  const { block, media, poster } = content;
  return (
    <section
      ref={ref}
      className={`section lateral-banner lateral-banner--media-${block.direction}`}
      data-active={active}
      data-observed={observed ? '' : undefined}
      aria-labelledby="what-is-title"
    >
      <div className="lateral-banner__inner">
        <div className="lateral-banner__text">
          <SectionHeading id="what-is-title" stepTitle={block.stepTitle} title={block.title} />
          <p className="lateral-banner__description">{block.description}</p>
        </div>
        <div className="lateral-banner__media">
          <VideoFacade
            media={media}
            poster={poster}
            locale={locale}
            labels={videoLabels}
            newTabLabel={newTabLabel}
          />
        </div>
      </div>
    </section>
  );
}
