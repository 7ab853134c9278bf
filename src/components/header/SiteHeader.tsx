import type { ReactNode } from 'react';
import { SITE } from '../../config/site.ts';
import type { Dictionary } from '../../content/dictionaries.ts';
import type { LanguageLink } from '../../content/language-links.ts';
import { demoLabel, type CtaTarget } from '../../config/cta.ts';
import { HEADER_SENTINEL_CLASS, SITE_HEADER_ID } from './header-scroll.ts';
import { CtaLink } from '../ui/CtaLink.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import '../../styles/landing/header.css';

interface SiteHeaderProps {
  readonly t: Dictionary;
  readonly languageLinks: readonly LanguageLink[];
  /** Where the book-demo button leads on this page (form popup or meeting link). */
  readonly bookDemo: CtaTarget;
  /** The role-filtered menu island (an Astro named slot). */
  readonly menu?: ReactNode;
}

/**
 * The header keeps its height in the flow through the outer placeholder, so
 * becoming fixed at 80 px (src/components/header/header-scroll.ts) never moves the content below.
 */
export function SiteHeader({ t, languageLinks, bookDemo, menu }: SiteHeaderProps) {
  return (
    <div className="site-header-slot">
      {/* Marks the page's first 80 px: the header is fixed while it is out of view (header-scroll.ts). */}
      <div className={HEADER_SENTINEL_CLASS} aria-hidden="true" />
      <header className="site-header" id={SITE_HEADER_ID}>
        {/* Inside the banner landmark, so every piece of content sits in a landmark (axe "region"). */}
        <a className="skip-link" href="#main">
          {t.COMPONENTS.HEADER.SKIP_TO_CONTENT}
        </a>
        <div className="site-header__inner">
          <a className="brand" href="/" aria-label={`${SITE.productName} — ${t.COMPONENTS.HEADER.HOME}`}>
            <img src={SITE.company.logoPng.header} alt="" width="32" height="32" />
            <span className="brand__name">{SITE.productName}</span>
          </a>
          <div className="site-header__menu">{menu}</div>
          <div className="site-header__actions">
            <LanguageSwitch links={languageLinks} />
            <CtaLink target={bookDemo} newTabLabel={t.COMPONENTS.LANDING.NEW_TAB} size="small">
              {demoLabel(t.BUTTON, bookDemo)}
            </CtaLink>
          </div>
        </div>
      </header>
    </div>
  );
}
