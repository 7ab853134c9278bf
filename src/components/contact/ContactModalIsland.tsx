import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { $contactModalUsed, isContactLink, watchContactFragment } from '../../lib/contact-modal-store.ts';

/**
 * The always-loaded part of the contact modal: a few hundred bytes that watch
 * for the show action. The modal, the form renderer and their dependencies are
 * a separate chunk, fetched the first time a visitor points at a contact link
 * or opens the modal (docs/decisions/053-contact-modal-loading.md).
 */
const loadModal = () => import('./ContactModal.tsx');
const ContactModal = lazy(loadModal);

interface ContactModalIslandProps {
  readonly locale: Locale;
}

function prefetchOnIntent(event: Event): void {
  if (isContactLink(event.target)) void loadModal();
}

export default function ContactModalIsland({ locale }: ContactModalIslandProps) {
  const used = useStore($contactModalUsed);

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
