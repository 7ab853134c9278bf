import type { CardItem } from '../../content/types.ts';
import { ContentImage } from '../sections/ContentImage.tsx';
import { plainName } from '../../lib/hyphenation/without-soft-hyphens.ts';

interface FlipCardProps {
  readonly card: CardItem;
  readonly flipped: boolean;
  readonly onToggle: () => void;
  /** Accessible name of the turn button ("Turn over the “Canvas” card"). */
  readonly turnLabel: string;
}

/**
 * One media element: the front shows what it is, the back what it does.
 * Both faces stay in the accessibility tree (the turn is visual only), so
 * screen readers read the description whichever face shows. The turn button
 * covers the card: click, tap, Enter and Space all turn it; fine pointers
 * also turn it on hover (CSS).
 */
export function FlipCard({ card, flipped, onToggle, turnLabel }: FlipCardProps) {
  return (
    <div className="flip-card" data-flipped={flipped}>
      <div className="flip-card__inner">
        <div className="flip-card__face flip-card__face--front">
          <ContentImage image={card.frontImage} className="flip-card__image" />
          <h3 className="flip-card__title" {...plainName(card.title)}>
            {card.title}
          </h3>
        </div>
        <div className="flip-card__face flip-card__face--back">
          <ContentImage image={card.backImage} className="flip-card__image" />
          <p className="flip-card__back-title" aria-hidden="true">
            {card.title}
          </p>
          <p className="flip-card__description">{card.description}</p>
        </div>
      </div>
      <button type="button" className="flip-card__toggle" aria-pressed={flipped} onClick={onToggle}>
        <span className="visually-hidden">{turnLabel}</span>
        <svg className="flip-card__icon" aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
          <path
            d="M4 12a8 8 0 0 1 13.7-5.6L20 8.7M20 4v4.7h-4.7M20 12a8 8 0 0 1-13.7 5.6L4 15.3M4 20v-4.7h4.7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    </div>
  );
}
