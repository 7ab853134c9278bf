import { useState } from 'react';
import type { SharedSections } from '../../content/types.ts';
import { format } from '../../i18n/format.ts';
import { withoutSoftHyphens } from '../../lib/hyphenation/without-soft-hyphens.ts';
import { FlipCard } from './FlipCard.tsx';
import { SectionHeading } from '../sections/SectionHeading.tsx';
import '../../styles/landing/flip-cards.css';

interface MediaElementsGridProps {
  readonly content: SharedSections['mediaElements'];
  /** "Turn over the “{title}” card". */
  readonly turnLabel: string;
}

/** Section 5: the flip-card grid of the six media elements. */
export default function MediaElementsGrid({ content, turnLabel }: MediaElementsGridProps) {
  const [flipped, setFlipped] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (index: number) => {
    setFlipped((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  };
  return (
    <section className="section media-elements" aria-labelledby="media-elements-title">
      <div className="section__inner">
        <SectionHeading id="media-elements-title" {...content.block} align="center" />
        <ul className="media-elements__grid">
          {content.items.map((card, index) => (
            <li key={card.title}>
              <FlipCard
                card={card}
                flipped={flipped.has(index)}
                onToggle={() => {
                  toggle(index);
                }}
                turnLabel={format(turnLabel, { title: withoutSoftHyphens(card.title) })}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
