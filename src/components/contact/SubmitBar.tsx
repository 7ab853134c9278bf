import type { Dictionary } from '../../content/dictionaries.ts';
import type { SubmissionControl } from './use-submission-status.ts';

interface SubmitBarProps {
  readonly formDomId: string;
  readonly submission: SubmissionControl;
  readonly t: Dictionary;
}

/**
 * The modal's footer: the outcome messages (announced) and the submit button.
 * While sending, and after a success, the button is disabled with
 * aria-disabled so it keeps focus; the form ignores a second submit.
 */
export function SubmitBar({ formDomId, submission, t }: SubmitBarProps) {
  const texts = t.COMPONENTS.CONTACT_MODAL;
  const { status, busy } = submission;
  return (
    <div className="submit-bar">
      <div className="submit-bar__messages">
        <p
          role="status"
          className={`submit-bar__message submit-bar__message--${status === 'sent' ? 'success' : status}`}
        >
          {status === 'success' || status === 'sent'
            ? texts.SUCCESS
            : status === 'sending'
              ? texts.SENDING
              : ''}
        </p>
        <p role="alert" className="submit-bar__message submit-bar__message--error">
          {status === 'error' ? texts.ERROR : ''}
        </p>
      </div>
      <button
        type="submit"
        form={formDomId}
        className="contact-button contact-button--primary"
        aria-disabled={busy || undefined}
      >
        {t.BUTTON.SUBMIT}
      </button>
    </div>
  );
}
