import { useEffect, useEffectEvent, useState } from 'react';

/**
 * `sent`: a success the visitor did not see through (the modal was closed while
 * sending, or during the message). The form is already reset; the next opening
 * shows the confirmation for 3 s and leaves the modal open.
 */
export type SubmissionStatus = 'idle' | 'sending' | 'success' | 'sent' | 'error';

/** How long the success and error messages show (docs/requirements.md R13.1). */
export const MESSAGE_MS = 3000;

export interface SubmissionControl {
  readonly status: SubmissionStatus;
  /** Sending or just sent: the submit button is disabled (no double submission). */
  readonly busy: boolean;
  readonly begin: () => void;
  readonly succeed: () => void;
  readonly fail: () => void;
}

/**
 * The submission's visible outcome: a success or error message shows for
 * 3 s; after a success, the modal closes and the form resets.
 * A modal closed by the visitor is never closed under them later: a success
 * that arrives, or is still showing, while it is closed resets the form at
 * once and is confirmed at the next opening.
 */
export function useSubmissionStatus(
  open: boolean,
  { close, reset }: { readonly close: () => void; readonly reset: () => void },
): SubmissionControl {
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const successShown = useEffectEvent(() => {
    close();
    reset();
  });
  // Reset only: the visitor may have opened the modal again since this render.
  const resetForm = useEffectEvent(reset);

  useEffect(() => {
    if (status === 'success' && !open) {
      resetForm();
      setStatus('sent');
      return;
    }
    const shows = status === 'error' || ((status === 'success' || status === 'sent') && open);
    if (!shows) return;
    const timer = window.setTimeout(() => {
      // Idle first: closing the modal must not find a success still showing (that would mean "sent").
      setStatus('idle');
      if (status === 'success') successShown();
    }, MESSAGE_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [status, open]);

  return {
    status,
    busy: status === 'sending' || status === 'success',
    begin: () => {
      setStatus('sending');
    },
    succeed: () => {
      setStatus('success');
    },
    fail: () => {
      setStatus('error');
    },
  };
}
