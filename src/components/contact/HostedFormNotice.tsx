import { hostedFormUrl } from '../../forms/hosted-form.ts';
import type { Dictionary } from '../../content/dictionaries.ts';

/**
 * In place of a form that could never succeed: the definition requires a field
 * this site cannot show, or a consent it cannot send (src/forms/hosted-form-needed.ts),
 * so the visitor is sent to the provider's own page for the form (docs/requirements.md R10.4).
 */
export function HostedFormNotice({ formId, t }: { readonly formId: string; readonly t: Dictionary }) {
  const texts = t.COMPONENTS.CONTACT_MODAL;
  return (
    <div className="contact-modal__failed">
      <p>{texts.HOSTED_FORM_NOTE}</p>
      <a className="contact-button" href={hostedFormUrl(formId)} target="_blank" rel="noopener noreferrer">
        {texts.HOSTED_FORM_LINK}
        <span className="visually-hidden"> {t.COMPONENTS.LANDING.NEW_TAB}</span>
      </a>
    </div>
  );
}
