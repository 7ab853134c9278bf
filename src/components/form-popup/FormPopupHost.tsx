import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Dictionary } from '../../i18n/dictionaries/index.ts';
import { FORM_POPUP_ATTRIBUTE, isFormKind } from '../../config/cta.ts';
import { stylesheetSettled } from '../../lib/load-stylesheet.ts';
import formPopupCss from '../../styles/landing/form-popup.css?url';
import type { FormPopupRequest } from './FormPopupDialog.tsx';

// The dialog's code is fetched on the first click, not with the page.
const loadDialog = () => import('./FormPopupDialog.tsx');
const FormPopupDialog = lazy(loadDialog);

interface FormPopupHostProps {
  readonly labels: Dictionary['COMPONENTS']['FORM_POPUP'];
  readonly closeLabel: string;
  readonly newTabLabel: string;
}

/** A plain click that the browser would handle as "open this link here". */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Turns the static call-to-action links that carry `data-form-popup` into the
 * provider's form in our dialog. The links stay real links: modified clicks
 * (new tab, new window) and visitors without JavaScript get the form directly.
 * The link's text does not say it loads a third party's page, so the dialog
 * opens first and asks for that one click itself (decision 092).
 */
export default function FormPopupHost({ labels, closeLabel, newTabLabel }: FormPopupHostProps) {
  const [request, setRequest] = useState<FormPopupRequest | undefined>(undefined);
  const [loaded, setLoaded] = useState(false);
  // Only the latest click counts.
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
      // Code and stylesheet load together; the dialog shows once its stylesheet is there (decision 038).
      void loadDialog();
      void stylesheetSettled(formPopupCss).then(() => {
        if (current !== attempt.current) return;
        setLoaded(true);
        setRequest({ form, href: link.href });
      });
    };
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('click', onClick);
    };
  }, []);

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
