import type { FormKind } from '../../config/site.ts';
import type { Dictionary } from '../../i18n/dictionaries/index.ts';
import { format } from '../../i18n/format.ts';
import { Dialog } from '../ui/Dialog.tsx';

export interface FormPopupRequest {
  readonly form: FormKind;
  readonly href: string;
  /** Whether the visitor agreed to media content; without it the form is only linked. */
  readonly embed: boolean;
}

export interface FormPopupDialogProps {
  readonly request: FormPopupRequest | undefined;
  readonly onClose: () => void;
  readonly labels: Dictionary['COMPONENTS']['FORM_POPUP'];
  readonly closeLabel: string;
  readonly newTabLabel: string;
}

const TITLE_KEY = { demo: 'DEMO', caseStudies: 'CASE_STUDIES' } as const satisfies Record<FormKind, string>;

/**
 * The provider's form inside our own accessible dialog, with a plain link to
 * the same form as a fallback (the iframe may be blocked, slow or unreadable
 * for someone). Loaded on the first click (see FormPopupHost), which also
 * loads its stylesheet (form-popup.css) before it shows (decision 038).
 */
export default function FormPopupDialog({
  request,
  onClose,
  labels,
  closeLabel,
  newTabLabel,
}: FormPopupDialogProps) {
  const title = request ? labels[TITLE_KEY[request.form]] : '';
  return (
    <Dialog
      open={request !== undefined}
      onClose={onClose}
      title={title}
      closeLabel={closeLabel}
      className="dialog--form-popup"
    >
      {request?.embed ? (
        <>
          <iframe
            className="form-popup__frame"
            src={request.href}
            title={format(labels.FRAME_TITLE, { title })}
          />
          <p className="form-popup__fallback">
            <a href={request.href} target="_blank" rel="noopener">
              {labels.FALLBACK} <span className="visually-hidden">{newTabLabel}</span>
            </a>
          </p>
        </>
      ) : request ? (
        <div className="form-popup__declined">
          <p>{labels.DECLINED}</p>
          <a className="button button--primary" href={request.href} target="_blank" rel="noopener">
            {labels.OPEN_FORM} <span className="visually-hidden">{newTabLabel}</span>
          </a>
        </div>
      ) : null}
    </Dialog>
  );
}
