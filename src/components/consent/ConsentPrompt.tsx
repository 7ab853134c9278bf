import type { ConsentDialogLabels } from './dialog-labels.ts';
import { grantCategory } from '../../lib/consent/consent-actions.ts';
import type { ConsentRequest } from '../../lib/consent/consent-store.ts';
import { Dialog } from '../ui/Dialog.tsx';

interface ConsentPromptProps {
  /** The embed's pending request (requestConsent), if any. */
  readonly request: ConsentRequest | undefined;
  readonly labels: ConsentDialogLabels;
  readonly closeLabel: string;
}

/**
 * The in-place question an embed asks when its category is not granted: a
 * small modal with one clear choice. "Allow" records the category (the next
 * embed loads without asking); "Not now", Escape, the X or a click outside
 * decline this time only. Focus returns to the control that asked.
 */
export function ConsentPrompt({ request, labels, closeLabel }: ConsentPromptProps) {
  const media = request?.category !== 'analytics';
  const decline = () => request?.settle(false);
  const allow = () => {
    if (!request) return;
    grantCategory(request.category);
    request.settle(true);
  };
  return (
    <Dialog
      open={request !== undefined}
      onClose={decline}
      title={media ? labels.PROMPT_MEDIA_TITLE : labels.PROMPT_ANALYTICS_TITLE}
      closeLabel={closeLabel}
      className="dialog--compact"
      footer={
        <>
          <button type="button" className="consent-link-button" onClick={decline}>
            {labels.NOT_NOW}
          </button>
          <button type="button" className="consent-button consent-button--primary" onClick={allow}>
            {media ? labels.PROMPT_ALLOW_MEDIA : labels.PROMPT_ALLOW_ANALYTICS}
          </button>
        </>
      }
    >
      <p>{media ? labels.PROMPT_MEDIA_TEXT : labels.PROMPT_ANALYTICS_TEXT}</p>
      <p className="consent-prompt__later">{labels.CHANGE_LATER}</p>
    </Dialog>
  );
}
