import { COOKIE_POLICY_URL } from '../../config/legal-urls.ts';
import type { Dictionary } from '../../content/dictionaries.ts';
import type { Locale } from '../../i18n/locales.ts';
import { ACTION_ATTRIBUTE, CONSENT_BANNER_ID, type BannerAction } from './banner-marks.ts';
import '../../styles/consent.css';
import { plainName } from '../../lib/hyphenation/without-soft-hyphens.ts';

interface ConsentBannerProps {
  readonly locale: Locale;
  readonly labels: Dictionary['COMPONENTS']['CONSENT'];
  /** Tells screen-reader users the policy link opens a new tab. */
  readonly newTabHint: string;
}

const TITLE_ID = `${CONSENT_BANNER_ID}-title`;

const action = (name: BannerAction) => ({ [ACTION_ATTRIBUTE]: name });

/**
 * The first-visit notice (Garante, June 2021): short text, link to the cookie
 * policy, "Accept all" and "Reject all" with the same look, a way to choose per
 * category, and an X that keeps only technical cookies. Not modal: the page
 * stays readable and usable (no cookie wall), and scrolling is not consent.
 *
 * Static HTML, first in <body> (the first stop of the keyboard and of screen
 * readers, though drawn at the bottom), so it paints with the page. Hidden by
 * CSS when the head script found a valid choice or without JavaScript; the
 * consent island wires the buttons (by their action) and shows or hides it
 * (banner-control.ts). Decision 047.
 */
export function ConsentBanner({ locale, labels, newTabHint }: ConsentBannerProps) {
  return (
    <section id={CONSENT_BANNER_ID} className="consent-banner" aria-labelledby={TITLE_ID}>
      <div className="consent-banner__inner">
        <h2 id={TITLE_ID} className="consent-banner__title" {...plainName(labels.BANNER_TITLE)}>
          {labels.BANNER_TITLE}
        </h2>
        <button
          type="button"
          className="dialog__close consent-banner__close"
          aria-label={labels.CLOSE_TECHNICAL_ONLY}
          title={labels.CLOSE_TECHNICAL_ONLY}
          {...action('close')}
        >
          <span aria-hidden="true">×</span>
        </button>
        <p className="consent-banner__text">
          {labels.BANNER_TEXT}{' '}
          <a href={COOKIE_POLICY_URL[locale]} target="_blank" rel="noopener">
            {labels.POLICY_LINK}
            <span className="visually-hidden"> {newTabHint}</span>
          </a>
        </p>
        <div className="consent-banner__actions">
          <button type="button" className="consent-button" {...action('reject')}>
            {labels.REJECT_ALL}
          </button>
          <button type="button" className="consent-button" {...action('accept')}>
            {labels.ACCEPT_ALL}
          </button>
          <button type="button" className="consent-link-button" {...action('customize')}>
            {labels.CUSTOMIZE}
          </button>
        </div>
      </div>
    </section>
  );
}
