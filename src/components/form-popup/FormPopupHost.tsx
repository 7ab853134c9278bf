import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { useIsClient } from '../ui/use-is-client.ts';
import { startLoadingMessages } from '../../lib/messages.ts';
import {
  $formPopupRequest,
  $formPopupUsed,
  closeFormPopup,
  loadFormPopupDialog,
  watchFormPopupLinks,
} from './form-popup-links.ts';

const FormPopupDialog = lazy(loadFormPopupDialog);

// When the module runs, not in an effect: see watchFormPopupLinks. Not while prerendering.
if (typeof document !== 'undefined') watchFormPopupLinks(document);

interface FormPopupHostProps {
  readonly locale: Locale;
}

/**
 * Shows the provider's form in our dialog when a call-to-action link that carries
 * `data-form-popup` is clicked (form-popup-links.ts). The link's text does not say it loads a
 * third party's page, so the dialog opens first and asks for that one click itself (decision 092).
 * Its strings come from the served dictionary, as for all UI loaded on demand (decision 087),
 * asked when this island starts, as the visitor reaches for such a link (decision 128).
 */
export default function FormPopupHost({ locale }: FormPopupHostProps) {
  const request = useStore($formPopupRequest);
  // A click repeated as the island starts may have opened it already; hydration must meet nothing.
  const isClient = useIsClient();
  const used = useStore($formPopupUsed) && isClient;
  useEffect(() => {
    startLoadingMessages(locale);
  }, [locale]);

  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <FormPopupDialog request={request} onClose={closeFormPopup} locale={locale} />
    </Suspense>
  );
}
