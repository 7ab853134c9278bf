import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { $contactModalUsed, isContactLink, watchContactFragment } from './contact-modal-store.ts';
import { prefetchStylesheet, stylesheetSettled } from '../../lib/load-stylesheet.ts';
import { startLoadingMessages } from '../../lib/messages.ts';
import contactFormCss from '../../styles/contact-form.css?url';

/**
 * The always-loaded part of the contact modal: a few hundred bytes that watch
 * for the show action. The modal, the form renderer and their dependencies are
 * a separate chunk, fetched the first time a visitor points at a contact link
 * or opens the modal (docs/decisions/053-contact-modal-loading.md). Its
 * stylesheet is a separate file fetched alongside; the modal first renders
 * once both are there, so it never shows unstyled (decision 038). Its strings
 * come from /assets/i18n/{lang}.json (decision 087), asked when this island
 * starts, as the visitor reaches for a contact link (decision 128).
 */
const loadModal = () => import('./ContactModal.tsx');
const ContactModal = lazy(() =>
  Promise.all([loadModal(), stylesheetSettled(contactFormCss)]).then(([module]) => module),
);

interface ContactModalIslandProps {
  readonly locale: Locale;
}

function prefetchOnIntent(event: Event): void {
  if (!isContactLink(event.target)) return;
  void loadModal();
  prefetchStylesheet(contactFormCss);
}

export default function ContactModalIsland({ locale }: ContactModalIslandProps) {
  const used = useStore($contactModalUsed);

  useEffect(() => {
    startLoadingMessages(locale);
  }, [locale]);

  useEffect(() => {
    const stop = watchContactFragment();
    document.addEventListener('pointerover', prefetchOnIntent, { passive: true });
    document.addEventListener('focusin', prefetchOnIntent);
    return () => {
      stop();
      document.removeEventListener('pointerover', prefetchOnIntent);
      document.removeEventListener('focusin', prefetchOnIntent);
    };
  }, []);

  return used ? (
    <Suspense fallback={null}>
      <ContactModal locale={locale} />
    </Suspense>
  ) : null;
}
