import type { ReactNode } from 'react';
import type { LandingSections } from '../../content/types.ts';
import { SectionHeading } from './SectionHeading.tsx';
import '../../styles/landing/banners.css';

interface SimpleBannerProps {
  readonly block: LandingSections['howItWorks']['block'];
  /** The video facade island (an Astro named slot). */
  readonly media?: ReactNode;
}

/** Section 4: the "How it works" text and its video. */
export function SimpleBanner({ block, media }: SimpleBannerProps) {
  return (
    <section className="section simple-banner" aria-labelledby="how-it-works-title">
      <div className="simple-banner__inner">
        <div className="simple-banner__text">
          <SectionHeading id="how-it-works-title" stepTitle={block.stepTitle} title={block.title} />
          <p className="simple-banner__description">{block.description}</p>
        </div>
        <div className="simple-banner__media">{media}</div>
      </div>
    </section>
  );
}
