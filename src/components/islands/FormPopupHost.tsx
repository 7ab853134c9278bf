import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Dictionary } from '../../i18n/dictionaries/index.ts';
import { FORM_POPUP_ATTRIBUTE, isFormKind } from '../../lib/cta.ts';
import { ensureMediaConsent, type EnsureConsent } from '../../lib/embeds/load-embed.ts';
import { stylesheetSettled } from '../../lib/load-stylesheet.ts';
import formPopupCss from '../../styles/landing/form-popup.css?url';
import type { FormPopupRequest } from '../landing/FormPopupDialog.tsx';

// The dialog's code is fetched on the first click, not with the page.
const loadDialog = () => import('../landing/FormPopupDialog.tsx');
const FormPopupDialog = lazy(loadDialog);

interface FormPopupHostProps {
  readonly labels: Dictionary['COMPONENTS']['FORM_POPUP'];
  readonly closeLabel: string;
  readonly newTabLabel: string;
  /** Injectable for tests; the page uses the shared consent gate. */
  readonly ensureConsent?: EnsureConsent;
}

/** A plain click that the browser would handle as "open this link here". */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Turns the static call-to-action links that carry `data-form-popup` into the
 * provider's form in our dialog. The links stay real links: modified clicks
 * (new tab, new window) and visitors without JavaScript get the form directly.
 * Consent is asked before the dialog opens, so a consent question never sits
 * behind a modal.
 */
export default function FormPopupHost({
  labels,
  closeLabel,
  newTabLabel,
  ensureConsent = ensureMediaConsent,
}: FormPopupHostProps) {
  const [request, setRequest] = useState<FormPopupRequest | undefined>(undefined);
  const [loaded, setLoaded] = useState(false);
  // Only the latest click counts: a newer request settles an older one (consent-store.ts).
  const attempt = useRef(0);

  useEffect(() => {
    const selector = `a[${FORM_POPUP_ATTRIBUTE}]`;
    for (const link of document.querySelectorAll(selector)) link.setAttribute('aria-haspopup', 'dialog');

    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(selector) : null;
      const form = link?.getAttribute(FORM_POPUP_ATTRIBUTE);
      if (!link || !isFormKind(form) || !isPlainClick(event)) return;
      event.preventDefault();
      const current = ++attempt.current;
      // Code and stylesheet load while consent is asked; the dialog shows once its stylesheet is there (decision 038).
      void loadDialog();
      void Promise.all([ensureConsent(), stylesheetSettled(formPopupCss)]).then(([embed]) => {
        if (current !== attempt.current) return;
        setLoaded(true);
        setRequest({ form, href: link.href, embed });
      });
    };
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('click', onClick);
    };
  }, [ensureConsent]);

  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <FormPopupDialog
        request={request}
        onClose={() => {
          setRequest(undefined);
        }}
        labels={labels}
        closeLabel={closeLabel}
        newTabLabel={newTabLabel}
      />
    </Suspense>
  );
}
