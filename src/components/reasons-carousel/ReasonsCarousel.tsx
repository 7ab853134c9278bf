import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { LandingSections } from '../../content/types.ts';
import type { Dictionary } from '../../content/dictionaries.ts';
import { format } from '../../i18n/format.ts';
import { stepIndex, swipeDirection, type SlideDirection } from './carousel-index.ts';
import { SectionHeading } from '../sections/SectionHeading.tsx';
import '../../styles/landing/carousel.css';
import { ContentImage } from '../sections/ContentImage.tsx';
import { plainName } from '../../lib/hyphenation/without-soft-hyphens.ts';

interface ReasonsCarouselProps {
  readonly content: LandingSections['reasons'];
  readonly labels: Dictionary['COMPONENTS']['CAROUSEL'];
}

/** Previous or next: an arrow with a spoken name. */
function StepButton(props: {
  readonly direction: SlideDirection;
  readonly label: string;
  readonly onStep: (direction: SlideDirection) => void;
}) {
  const { direction, label, onStep } = props;
  return (
    <button
      type="button"
      className="carousel__button"
      aria-controls="reasons-slides"
      onClick={() => {
        onStep(direction);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
        <path
          d={direction === 'next' ? 'm9 5 7 7-7 7' : 'm15 5-7 7 7 7'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.25"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}

/**
 * Section 6: the four reasons, one at a time, following the WAI-ARIA
 * carousel pattern (a labelled region, slides as labelled groups, only the
 * current slide exposed, a polite live region, no auto-rotation). Previous
 * and next wrap around; arrow keys and touch swipes work too.
 */
export default function ReasonsCarousel({ content, labels }: ReasonsCarouselProps) {
  const { block, items } = content;
  const [state, setState] = useState<{ index: number; direction: SlideDirection | undefined }>({
    index: 0,
    direction: undefined,
  });
  const pointerStart = useRef<{ x: number; y: number } | undefined>(undefined);

  const go = (direction: SlideDirection) => {
    setState((current) => ({ index: stepIndex(current.index, items.length, direction), direction }));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      go(event.key === 'ArrowRight' ? 'next' : 'previous');
    }
  };
  const onPointerDown = (event: PointerEvent) => {
    pointerStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = pointerStart.current;
    pointerStart.current = undefined;
    if (!start) return;
    const direction = swipeDirection(event.clientX - start.x, event.clientY - start.y);
    if (direction) go(direction);
  };

  return (
    // The carousel region carries the section's name; a second landmark with the same name would only repeat it.
    <section className="section reasons">
      <div className="section__inner">
        <SectionHeading id="reasons-title" {...block} />
        {/* A named <section> is a region landmark: the carousel pattern's container. */}
        <section
          className="carousel"
          aria-roledescription={labels.ROLE}
          aria-labelledby="reasons-title"
          onKeyDown={onKeyDown}
        >
          <div className="carousel__controls">
            <StepButton direction="previous" label={labels.PREVIOUS} onStep={go} />
            <p className="carousel__counter" aria-hidden="true">
              {format(labels.POSITION, { current: state.index + 1, total: items.length })}
            </p>
            <StepButton direction="next" label={labels.NEXT} onStep={go} />
          </div>
          <div
            className="carousel__slides"
            id="reasons-slides"
            aria-live="polite"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              pointerStart.current = undefined;
            }}
          >
            {items.map((item, index) => (
              <div
                key={item.label}
                className="carousel__slide"
                role="group"
                aria-roledescription={labels.SLIDE_ROLE}
                aria-label={format(labels.POSITION, { current: index + 1, total: items.length })}
                data-direction={index === state.index ? state.direction : undefined}
                hidden={index !== state.index}
              >
                <ContentImage image={item.image} className="carousel__image" draggable={false} />
                <div className="carousel__text">
                  <h3 className="carousel__label" {...plainName(item.label)}>
                    {item.label}
                  </h3>
                  <p className="carousel__description">{item.description}</p>
                </div>
              </div>
            ))}
          </div>
          <ol className="carousel__dots" aria-hidden="true">
            {items.map((item, index) => (
              <li key={item.label} data-current={index === state.index} />
            ))}
          </ol>
        </section>
      </div>
    </section>
  );
}
