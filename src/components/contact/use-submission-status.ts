import { useEffect, useState } from 'react';
import { useLatestCallback } from '../ui/use-latest-callback.ts';

export type SubmissionStatus = 'idle' | 'sending' | 'success' | 'error';

/** How long the success and error messages show (spec §9). */
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
 * 3 s; after a success, `onSuccessShown` runs (close the modal, reset the form).
 */
export function useSubmissionStatus(onSuccessShown: () => void): SubmissionControl {
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const successShown = useLatestCallback(onSuccessShown);

  useEffect(() => {
    if (status !== 'success' && status !== 'error') return;
    const timer = window.setTimeout(() => {
      if (status === 'success') successShown();
      setStatus('idle');
    }, MESSAGE_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [status, successShown]);

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
