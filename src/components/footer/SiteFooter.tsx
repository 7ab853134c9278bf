import { useState, type MouseEvent } from 'react';
import { COMPANY_LEGAL } from '../../config/company-legal.ts';
import { isPlainClick } from '../../lib/plain-click.ts';
import { COOKIE_POLICY_URL, PRIVACY_POLICY_URL } from '../../config/legal-urls.ts';
import { loadTerms } from '../../content/terms/load-terms.ts';
import type { Dictionary } from '../../content/dictionaries.ts';
import { pathFor, type Locale, type PageId } from '../../i18n/locales.ts';
import { openConsentPreferences } from '../consent/consent-ui.ts';
import { CONTACT_HREF } from '../contact/contact-link.ts';
import { PolicyDialog } from '../legal/PolicyDialog.tsx';
import { TermsDialog } from '../legal/TermsDialog.tsx';
import { NoScriptNewTabHint } from '../ui/NoScriptNewTabHint.tsx';
import { CopyrightYear } from './CopyrightYear.tsx';
import '../../styles/footer.css';

interface SiteFooterProps {
  readonly locale: Locale;
  /** The page the footer closes: on the terms page, its terms link is the current page. */
  readonly page: PageId;
  readonly companyName: string;
  /** Year of the build: the server render and the no-JavaScript fallback. */
  readonly buildYear: number;
  readonly t: Pick<Dictionary['COMPONENTS'], 'FOOTER' | 'LEGAL'>;
  readonly closeLabel: string;
  readonly retryLabel: string;
}

type LegalDialog = 'privacy' | 'cookies' | 'terms';

/**
 * The footer: legal links that open dialogs (without JavaScript, or with a
 * modified click, the privacy and cookie policies open the external pages and
 * the terms their own page), cookie preferences, contact, and the copyright line.
 */
export default function SiteFooter({
  locale,
  page,
  companyName,
  buildYear,
  t,
  closeLabel,
  retryLabel,
}: SiteFooterProps) {
  const [open, setOpen] = useState<LegalDialog>();
  const close = () => {
    setOpen(undefined);
  };
  // A modified click (new tab or window) keeps the link's own behaviour.
  const openOnPlainClick = (dialog: LegalDialog) => (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    // The dialogs' rules are in the site's stylesheet (decision 125): a dialog shows at once.
    setOpen(dialog);
  };
  // Pointer or focus on the terms opener starts fetching the contract its dialog shows.
  const preloadTerms = () => {
    void loadTerms(locale).catch(() => undefined);
  };
  const policies = [
    { id: 'privacy', title: t.FOOTER.PRIVACY_POLICY, url: PRIVACY_POLICY_URL[locale] },
    { id: 'cookies', title: t.FOOTER.COOKIE_POLICY, url: COOKIE_POLICY_URL[locale] },
  ] as const;

  // The dialogs sit beside <footer>: the contentinfo landmark keeps only the footer's own content.
  return (
    <>
      <footer className="site-footer">
        <div className="site-footer__inner">
          <nav aria-label={t.FOOTER.LEGAL_NAV}>
            <ul className="site-footer__links">
              {policies.map((policy) => (
                <li key={policy.id}>
                  <a
                    href={policy.url}
                    target="_blank"
                    rel="noopener"
                    aria-haspopup="dialog"
                    onClick={openOnPlainClick(policy.id)}
                  >
                    {policy.title}
                    <NoScriptNewTabHint label={t.LEGAL.NEW_TAB_HINT} />
                  </a>
                </li>
              ))}
              <li>
                {page === 'terms' ? (
                  <a href={pathFor('terms', locale)} aria-current="page">
                    {t.FOOTER.TERMS}
                  </a>
                ) : (
                  <a
                    href={pathFor('terms', locale)}
                    aria-haspopup="dialog"
                    onPointerEnter={preloadTerms}
                    onFocus={preloadTerms}
                    onClick={openOnPlainClick('terms')}
                  >
                    {t.FOOTER.TERMS}
                  </a>
                )}
              </li>
              {/* Hidden without JavaScript: nothing that needs consent can load then (footer.css). */}
              <li className="site-footer__preferences">
                {/* The attribute starts the consent island, which renders the dialog (decision 115). */}
                <button
                  type="button"
                  aria-haspopup="dialog"
                  data-consent-preferences=""
                  onClick={openConsentPreferences}
                >
                  {t.FOOTER.COOKIE_PREFERENCES}
                </button>
              </li>
              <li className="site-footer__contact">
                <a href={CONTACT_HREF}>{t.FOOTER.CONTACT_US}</a>
              </li>
            </ul>
          </nav>
          <p className="site-footer__copyright">
            © <CopyrightYear buildYear={buildYear} /> {companyName} · {t.FOOTER.RIGHTS} ·{' '}
            <span className="site-footer__vat">
              {t.FOOTER.VAT} {COMPANY_LEGAL.vatNumber}
            </span>
          </p>
        </div>
      </footer>
      {policies.map((policy) => (
        <PolicyDialog
          key={policy.id}
          open={open === policy.id}
          onClose={close}
          title={policy.title}
          url={policy.url}
          labels={t.LEGAL}
          closeLabel={closeLabel}
        />
      ))}
      <TermsDialog
        open={open === 'terms'}
        onClose={close}
        locale={locale}
        title={t.FOOTER.TERMS}
        labels={t.LEGAL}
        closeLabel={closeLabel}
        retryLabel={retryLabel}
      />
    </>
  );
}
