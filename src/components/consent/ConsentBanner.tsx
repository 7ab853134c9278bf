import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { COOKIE_POLICY_URL } from '../../config/legal-urls.ts';
import type { Dictionary } from '../../i18n/dictionaries/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import { acceptAll, rejectAll } from '../../lib/consent/consent-actions.ts';
import { openConsentPreferences } from '../../lib/consent/consent-ui.ts';
import { bannerHost, reserveRoomFor } from './banner-host.ts';

interface ConsentBannerProps {
  readonly locale: Locale;
  readonly labels: Dictionary['COMPONENTS']['CONSENT'];
  /** Tells screen-reader users the policy link opens a new tab. */
  readonly newTabHint: string;
}

/**
 * The first-visit notice (Garante, June 2021): short text, link to the cookie
 * policy, "Accept all" and "Reject all" with the same look, a way to choose per
 * category, and an X that keeps only technical cookies. Not modal: the page
 * stays readable and usable (no cookie wall), and scrolling is not consent.
 */
export function ConsentBanner({ locale, labels, newTabHint }: ConsentBannerProps) {
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);

  useEffect(() => (ref.current ? reserveRoomFor(ref.current) : undefined), []);

  return createPortal(
    <section ref={ref} className="consent-banner" aria-labelledby={titleId}>
      <div className="consent-banner__inner">
        <h2 id={titleId} className="consent-banner__title">
          {labels.BANNER_TITLE}
        </h2>
        <button
          type="button"
          className="dialog__close consent-banner__close"
          aria-label={labels.CLOSE_TECHNICAL_ONLY}
          title={labels.CLOSE_TECHNICAL_ONLY}
          onClick={rejectAll}
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
          <button type="button" className="consent-button" onClick={rejectAll}>
            {labels.REJECT_ALL}
          </button>
          <button type="button" className="consent-button" onClick={acceptAll}>
            {labels.ACCEPT_ALL}
          </button>
          <button type="button" className="consent-link-button" onClick={openConsentPreferences}>
            {labels.CUSTOMIZE}
          </button>
        </div>
      </div>
    </section>,
    bannerHost(),
  );
}
