import { useEffectEvent, useId, useLayoutEffect, useRef, type ReactNode } from 'react';

export interface DialogProps {
  /** Whether the dialog is shown (controlled). */
  readonly open: boolean;
  /** Called for every way of closing: Escape, backdrop click, close button. */
  readonly onClose: () => void;
  /** The dialog's heading; it names the dialog for assistive technology. */
  readonly title: ReactNode;
  /** Accessible name of the close (X) button. */
  readonly closeLabel: string;
  readonly children: ReactNode;
  /** Optional footer (e.g. the submit button). */
  readonly footer?: ReactNode;
  /** Extra class for sizing variants (e.g. "dialog--wide"). */
  readonly className?: string;
  /**
   * Where focus goes once the dialog has closed. Without it the browser puts
   * it back on the element focused before opening, which is the page itself
   * when the dialog opened without a click (e.g. from a deep link).
   */
  readonly returnFocus?: () => HTMLElement | null;
}

/**
 * What a dialog built on this one hands through unchanged: whether it is open, how it closes,
 * its heading and the close button's name. The dialogs take these as one `frame` and spread it,
 * so each names only what is its own (its size, its footer, its body).
 */
export type DialogFrame = Pick<DialogProps, 'open' | 'onClose' | 'title' | 'closeLabel'>;

/**
 * Modal dialog on the native <dialog> element: showModal() makes the rest of
 * the page inert (focus stays inside), Escape closes it, and the browser puts
 * focus back on the opener. We add backdrop-click closing and the scroll lock
 * (CSS: html:has(dialog[open])). Not draggable, by design.
 */
export function Dialog({
  open,
  onClose,
  title,
  closeLabel,
  children,
  footer,
  className,
  returnFocus,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const requestClose = useEffectEvent(() => {
    onClose();
  });
  const restoreFocus = useEffectEvent(() => {
    returnFocus?.()?.focus({ preventScroll: true });
  });

  // Escape fires "cancel": let the parent decide (it owns `open`). Listened to from the commit that
  // mounts the dialog, before it opens: a passive effect can run a task later on a busy phone, and an
  // Escape in between closed the dialog natively while the parent still held it open.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      requestClose();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
    };
  }, []);

  // A layout effect: the dialog opens or closes in the same commit as the state change, before
  // code that awaited that change (another island, a loaded embed) moves focus on its own.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      dialog.close();
      restoreFocus();
    }
  }, [open]);

  // A click whose target is the <dialog> itself landed on the backdrop
  // (the content fills the box, see .dialog__surface).
  const onBackdropClick = (event: React.MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={ref}
      className={`dialog ${className ?? ''}`}
      aria-labelledby={titleId}
      onClick={onBackdropClick}
    >
      <div className="dialog__surface">
        {/* <div>, not <header>/<footer>: those would be banner/contentinfo landmarks duplicating the page's. */}
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button type="button" className="dialog__close" aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="dialog__body">{children}</div>
        {footer ? <div className="dialog__footer">{footer}</div> : null}
      </div>
    </dialog>
  );
}
