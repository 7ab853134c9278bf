import type { LandingSections } from '../../content/types.ts';
import type { CtaTarget } from '../../config/cta.ts';
import { CtaLink } from '../ui/CtaLink.tsx';
import '../../styles/landing/closing.css';
import { plainName } from '../../lib/hyphenation/without-soft-hyphens.ts';

interface ClosingCtaProps {
  readonly block: LandingSections['closingCta'];
  /** The demo button's words (src/config/cta.ts demoLabel): they depend on where `cta` leads. */
  readonly label: string;
  readonly cta: CtaTarget;
  readonly newTabLabel: string;
}

/** Section 10: the closing call to action. */
export function ClosingCta({ block, label, cta, newTabLabel }: ClosingCtaProps) {
  return (
    <section className="closing-cta" aria-labelledby="closing-cta-title">
      <div className="closing-cta__inner">
        <h2 id="closing-cta-title" className="closing-cta__title" {...plainName(block.title)}>
          {block.title}
        </h2>
        <p className="closing-cta__description">{block.description}</p>
        <CtaLink target={cta} newTabLabel={newTabLabel} variant="inverse">
          {label}
        </CtaLink>
      </div>
    </section>
  );
}
