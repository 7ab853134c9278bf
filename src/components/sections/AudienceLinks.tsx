import type { HomePageContent } from '../../content/types.ts';
import { SectionHeading } from './SectionHeading.tsx';
import '../../styles/landing/audiences.css';
import { ContentImage } from './ContentImage.tsx';
import { plainName } from '../../lib/hyphenation/without-soft-hyphens.ts';

/**
 * How wide audiences.css shows a card's picture, as an `<img sizes>` (decision 126): the column on
 * a phone, half the row from 768 px, half of 1,200 px at most. A phone loads the first at start.
 */
const IMAGE_SIZES = '(min-width: 1200px) 560px, (min-width: 768px) calc(50vw - 2.5rem), calc(100vw - 2.5rem)';

interface AudienceLinksProps {
  readonly content: HomePageContent['audiences'];
}

/** The homepage's links to the two audience pages. */
export function AudienceLinks({ content }: AudienceLinksProps) {
  return (
    <section className="section audiences" aria-labelledby="audiences-title">
      <div className="section__inner">
        <SectionHeading id="audiences-title" {...content.block} />
        <ul className="audiences__list">
          {content.items.map((item) => (
            <li key={item.link} className="audience-card">
              <ContentImage image={item.image} className="audience-card__image" sizes={IMAGE_SIZES} />
              <div className="audience-card__body">
                <h3 className="audience-card__title" {...plainName(item.title)}>
                  {item.title}
                </h3>
                <p>{item.description}</p>
                <a className="audience-card__link" href={item.link}>
                  {item.label}
                  {/* A no-break space keeps the arrow on the line of the last word. */}
                  <span aria-hidden="true">{'\u00a0→'}</span>
                </a>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
