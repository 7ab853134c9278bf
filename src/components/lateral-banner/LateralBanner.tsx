import type { ReactNode } from 'react';
import type { LandingSections } from '../../content/types.ts';
import { SectionHeading } from '../sections/SectionHeading.tsx';
import '../../styles/landing/banners.css';

interface LateralBannerProps {
  readonly block: LandingSections['whatIs']['block'];
  /** The video facade island (an Astro named slot). */
  readonly media?: ReactNode;
}

/**
 * Section 3: the "What is" text beside its video. It becomes active (the video slides in from its
 * side) once at least 20 % of it is visible, and stays active (R4.3): the classic script inlined
 * after it marks it (lateral-banner-script.ts) and the CSS draws it. Plain HTML, not an island:
 * React added a second observer of the same 20 % and cost a phone its runtime at load (decision 120).
 */
export function LateralBanner({ block, media }: LateralBannerProps) {
  return (
    <section
      className={`section lateral-banner lateral-banner--media-${block.direction}`}
      aria-labelledby="what-is-title"
    >
      <div className="lateral-banner__inner">
        <div className="lateral-banner__text">
          <SectionHeading id="what-is-title" stepTitle={block.stepTitle} title={block.title} />
          <p className="lateral-banner__description">{block.description}</p>
        </div>
        <div className="lateral-banner__media">{media}</div>
      </div>
    </section>
  );
}
