import type { Block, ImageRef } from '../../content/types.ts';
import type { CtaTarget } from '../../config/cta.ts';
import { CtaLink } from '../ui/CtaLink.tsx';
import '../../styles/landing/intro.css';
import { ContentImage } from './ContentImage.tsx';
import { plainName } from '../../lib/hyphenation/without-soft-hyphens.ts';

/**
 * How wide intro.css shows the picture, as an `<img sizes>` (decision 126): the column's width up
 * to 640 px on a phone, then the narrower of two columns (1 of 2.35 parts of a row at most 1,200 px
 * wide). The homepage loads it on a phone at start; a landing page's is its SVG hero.
 */
const IMAGE_SIZES = '(min-width: 1200px) 470px, (min-width: 768px) 40vw, min(100vw - 2.5rem, 640px)';

interface IntroProps {
  readonly block: Block<'title' | 'subtitle'>;
  /** The demo button's words (src/config/cta.ts demoLabel): they depend on where `cta` leads. */
  readonly label: string;
  readonly image: ImageRef;
  readonly cta: CtaTarget;
  readonly newTabLabel: string;
  /** The landing pages open with this title (h1); the homepage's h1 is its landing view. */
  readonly headingLevel: 1 | 2;
  /** Above the fold (landing pages): load at once, at high priority. Below it (homepage): lazily. */
  readonly priority: boolean;
}

/**
 * Section 2: title, subtitle and button, beside the hero image. On a landing
 * page the hero is the largest paint, so it loads at once at high priority
 * (and the page head preloads it).
 */
export function Intro({ block, label, image, cta, newTabLabel, headingLevel, priority }: IntroProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="intro" id="intro" aria-labelledby="intro-title">
      <div className="intro__inner">
        <div className="intro__text">
          <Heading id="intro-title" className="intro__title" {...plainName(block.title)}>
            {block.title}
          </Heading>
          <p className="intro__subtitle">{block.subtitle}</p>
          <CtaLink target={cta} newTabLabel={newTabLabel}>
            {label}
          </CtaLink>
        </div>
        <ContentImage image={image} className="intro__image" priority={priority} sizes={IMAGE_SIZES} />
      </div>
    </section>
  );
}
