import { Fragment } from 'react';
import type { LandingSections } from '../../content/types.ts';
import type { Locale } from '../../i18n/locales.ts';
import '../../styles/landing/closing.css';

interface ClosingLineProps {
  readonly block: LandingSections['closingLine'];
  readonly locale: Locale;
}

/** The sentences of a text, as the locale's rules cut them (the platform's segmenter). */
function sentencesOf(text: string, locale: Locale): string[] {
  const segmenter = new Intl.Segmenter(locale, { granularity: 'sentence' });
  return [...segmenter.segment(text)].map(({ segment }) => segment.trim()).filter(Boolean);
}

/**
 * Section 9: the highlighted closing line, a statement rather than a heading.
 * Each sentence is its own inline block, so when the line has to wrap it
 * breaks between sentences ("…has a story. | We help you…") rather than in
 * the middle of one.
 */
export function ClosingLine({ block, locale }: ClosingLineProps) {
  const sentences = sentencesOf(block.title, locale);
  return (
    <div className="closing-line">
      <p className="closing-line__text">
        {sentences.map((sentence, index) => (
          <Fragment key={sentence}>
            {index > 0 ? ' ' : null}
            <span className="closing-line__sentence">{sentence}</span>
          </Fragment>
        ))}
      </p>
    </div>
  );
}
