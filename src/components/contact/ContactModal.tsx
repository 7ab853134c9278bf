import { useStore } from '@nanostores/react';
import { use, useId, useState } from 'react';
import { CONTACT_FORM_IDS } from '../../forms/contact-form.ts';
import { needsHostedForm } from '../../forms/hosted-form-needed.ts';
import type { Locale } from '../../i18n/locales.ts';
import { loadMessages } from '../../lib/messages.ts';
import { $contactModalOpen, closeContactModal, contactModalOpener } from './contact-modal-store.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { ContactForm } from './ContactForm.tsx';
import { SubmitBar } from './SubmitBar.tsx';
import { useFormDefinition } from './use-form-definition.ts';
import { useSubmissionStatus } from './use-submission-status.ts';

/** After closing: back to the opener, or for a deep link to the start of the main content. */
function returnFocusTarget(): HTMLElement | null {
  const opener = contactModalOpener();
  if (opener) return opener;
  const main = document.querySelector<HTMLElement>('main');
  if (main && !main.hasAttribute('tabindex')) main.tabIndex = -1;
  return main;
}

/**
 * The contact-request modal (docs/requirements.md R7): loads the provider definition,
 * shows a spinner meanwhile, builds the form, and sends it. Its stylesheet
 * (contact-form.css) comes with it: ContactModalIsland loads both.
 */
export default function ContactModal({ locale }: { readonly locale: Locale }) {
  const open = useStore($contactModalOpen);
  // The page language's strings (decision 087): one cached request, so `use` suspends only until it ends.
  const t = use(loadMessages(locale));
  const texts = t.COMPONENTS.CONTACT_MODAL;
  const formId = CONTACT_FORM_IDS[locale];
  const { state, retry } = useFormDefinition(formId);
  // A new generation remounts the form: the reset after a successful submission.
  const [generation, setGeneration] = useState(0);
  const submission = useSubmissionStatus(open, {
    close: closeContactModal,
    reset: () => {
      setGeneration((count) => count + 1);
    },
  });
  const formDomId = `contact-form${useId().replace(/[^\w-]/g, '')}`;

  return (
    <Dialog
      open={open}
      onClose={closeContactModal}
      title={texts.TITLE}
      closeLabel={t.BUTTON.CLOSE}
      className="dialog--contact"
      returnFocus={returnFocusTarget}
      footer={
        // A form that can only send the visitor elsewhere (ContactForm's HostedFormNotice) has nothing to submit.
        state.status === 'ready' && !needsHostedForm(state.definition) ? (
          <SubmitBar formDomId={formDomId} submission={submission} t={t} />
        ) : undefined
      }
    >
      {state.status === 'loading' ? (
        <div className="contact-modal__loading">
          <Spinner label={texts.LOADING} />
        </div>
      ) : null}
      {state.status === 'failed' ? (
        <div className="contact-modal__failed">
          <p role="alert">{texts.LOAD_ERROR}</p>
          <button type="button" className="contact-button" onClick={retry}>
            {t.BUTTON.RETRY}
          </button>
        </div>
      ) : null}
      {state.status === 'ready' ? (
        <ContactForm
          key={generation}
          id={formDomId}
          definition={state.definition}
          formId={formId}
          locale={locale}
          t={t}
          submission={submission}
          open={open}
        />
      ) : null}
    </Dialog>
  );
}
