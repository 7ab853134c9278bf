import { COMPANY_LEGAL } from '../../config/company-legal.ts';
import { CONTACT_FORM_IDS } from '../../forms/contact-form.ts';
import { hostedFormUrl } from '../../forms/hosted-form.ts';
import type { Dictionary } from '../../content/dictionaries.ts';
import type { Locale } from '../../i18n/locales.ts';
import { CONTACT_FRAGMENT } from './contact-link.ts';
import '../../styles/contact-fallback.css';

interface ContactFallbackProps {
  readonly locale: Locale;
  readonly labels: Dictionary['COMPONENTS']['CONTACT_FALLBACK'];
}

/**
 * The element `#contact` names (docs/requirements.md R7.3), static HTML on every page. With
 * scripts the fragment opens the contact modal and this block stays hidden, so nothing changes
 * for the visitor; without scripts, or when the modal's code could not load (decision 085), a
 * deep link `page#contact` lands here, on the company's ways to be reached: the provider's own
 * page of the contact form, the e-mail address and the registered office (site-settings.json).
 */
export function ContactFallback({ locale, labels }: ContactFallbackProps) {
  const email = COMPANY_LEGAL.supportEmail;
  return (
    <section id={CONTACT_FRAGMENT} className="contact-fallback" aria-labelledby="contact-fallback-title">
      <div className="contact-fallback__inner">
        <h2 id="contact-fallback-title" className="contact-fallback__title">
          {labels.TITLE}
        </h2>
        <p>{labels.INTRO}</p>
        <ul className="contact-fallback__channels">
          <li>
            <a href={hostedFormUrl(CONTACT_FORM_IDS[locale])}>{labels.FORM_LINK}</a>
          </li>
          <li>
            {`${labels.EMAIL}: `}
            <a href={`mailto:${email}`}>{email}</a>
          </li>
        </ul>
        <address className="contact-fallback__address">
          {`${labels.ADDRESS}: ${COMPANY_LEGAL.legalName}, ${COMPANY_LEGAL.registeredOffice[locale]}`}
        </address>
      </div>
    </section>
  );
}
