import { SITE } from '../../config/site.ts';
import type { HomePageContent } from '../../content/types.ts';
import '../../styles/landing/landing-view.css';
import { plainName } from '../../lib/hyphenation/without-soft-hyphens.ts';

interface LandingViewProps {
  readonly content: HomePageContent['landing'];
  readonly newTabLabel: string;
}

/**
 * The homepage's full-screen landing view (docs/requirements.md R1.7, R2.3): the
 * company logo, linked to the company's site in a new tab, the claim, and a
 * way down to the sections.
 */
export function LandingView({ content, newTabLabel }: LandingViewProps) {
  return (
    <section className="landing-view" aria-labelledby="landing-title">
      <div className="landing-view__inner">
        <a className="landing-view__logo" href={SITE.company.url} target="_blank" rel="noopener">
          <img src={SITE.company.logoPng.landing} width="88" height="88" alt={content.logoAlt} />{' '}
          <span className="visually-hidden">{newTabLabel}</span>
        </a>
        <h1 id="landing-title" className="landing-view__title" {...plainName(content.title)}>
          {content.title}
        </h1>
        <p className="landing-view__subtitle">{content.subtitle}</p>
        <a className="landing-view__next" href="#intro">
          <span>{content.label}</span>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
            <path
              d="M12 5v14m-6-6 6 6 6-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </a>
      </div>
    </section>
  );
}
