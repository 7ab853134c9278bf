import type { CSSProperties } from 'react';
import type { SharedSections, SuccessStory } from '../../content/types.ts';
import type { CtaTarget } from '../../config/cta.ts';
import { CtaLink } from '../ui/CtaLink.tsx';
import { SectionHeading } from './SectionHeading.tsx';
import '../../styles/landing/stories.css';
import { ContentImage } from './ContentImage.tsx';

interface SuccessStoriesProps {
  readonly content: SharedSections['successStories'];
  readonly cta: CtaTarget;
  /** "Read the {name} story". */
  readonly readStoryLabel: string;
  readonly newTabLabel: string;
}

function StoryCard({
  story,
  readLabel,
  newTabLabel,
}: {
  story: SuccessStory;
  readLabel: string;
  newTabLabel: string;
}) {
  const subImages = [story.subImage1, story.subImage2, story.subImage3, story.subImage4];
  const [before = '', after = ''] = readLabel.split('{name}');
  // The arrow ends the unbroken box of the last word (the name's, when it ends the text), so it
  // never stands alone on a line.
  const arrow = <span aria-hidden="true">{'\u00a0↗'}</span>;
  const lastBreak = after.lastIndexOf(' ');
  const nameEndsText = lastBreak === -1;
  const [afterRest, lastWord] = nameEndsText
    ? ['', after]
    : [after.slice(0, lastBreak + 1), after.slice(lastBreak + 1)];
  return (
    <li className="story-card" style={{ '--story-color': story.color } as CSSProperties}>
      <ContentImage image={story.mainImage} className="story-card__main" />
      <ul className="story-card__thumbs">
        {subImages.map((image) => (
          <li key={image.src}>
            <ContentImage image={image} className="story-card__thumb" />
          </li>
        ))}
      </ul>
      <div className="story-card__body">
        <h3 className="story-card__name">{story.label}</h3>
        {/* The link covers the whole card (CSS), so the card is the link. */}
        <a className="story-card__link" href={story.link} target="_blank" rel="noopener">
          {/* The customer's name is not split across lines ("Alpina | Energia") where it fits (stories.css). */}
          {before}
          {nameEndsText ? null : (
            <>
              <span className="story-card__unbroken">{story.label}</span>
              {afterRest}
            </>
          )}
          <span className="story-card__unbroken story-card__unbroken--last">
            {nameEndsText ? story.label : null}
            {lastWord}
            {arrow}
          </span>{' '}
          <span className="visually-hidden">{newTabLabel}</span>
        </a>
      </div>
    </li>
  );
}

/** Section 7: three customers' published stories, each opening in a new tab. */
export function SuccessStories({ content, cta, readStoryLabel, newTabLabel }: SuccessStoriesProps) {
  return (
    <section className="section stories" aria-labelledby="stories-title">
      <div className="section__inner">
        <SectionHeading
          id="stories-title"
          stepTitle={content.block.stepTitle}
          title={content.block.title}
          subtitle={content.block.subtitle}
        />
        <ul className="stories__list">
          {content.items.map((story) => (
            <StoryCard key={story.link} story={story} readLabel={readStoryLabel} newTabLabel={newTabLabel} />
          ))}
        </ul>
        <div className="stories__cta">
          <CtaLink target={cta} newTabLabel={newTabLabel} variant="secondary">
            {content.ctaLabel[cta.mode]}
          </CtaLink>
        </div>
      </div>
    </section>
  );
}
