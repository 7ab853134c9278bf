import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { $preferencesOpen } from './consent-ui.ts';
import { ConsentPreferences } from './ConsentPreferences.tsx';
import { useIsClient } from '../ui/use-is-client.ts';
import { startLoadingMessages } from '../../lib/messages.ts';
import '../../styles/consent.css';

interface ConsentManagerProps {
  readonly locale: Locale;
  /** The preferences dialog's title. */
  readonly title: string;
  readonly closeLabel: string;
}

/**
 * The consent island: the cookie-preferences dialog. The banner, the stored choice and the
 * tracking script are start-up's plain DOM code (start-consent.ts); this island starts when the
 * visitor reaches for a control that opens the dialog (decision 115). An embed asks nothing here:
 * its own informed button is the consent for it (decision 092).
 */
export default function ConsentManager({ locale, title, closeLabel }: ConsentManagerProps) {
  // The dialog may have been asked for before this island started: it opens after hydration,
  // which must meet the prerendered, closed one.
  const isClient = useIsClient();
  const preferencesOpen = useStore($preferencesOpen) && isClient;
  // The dialog's text comes from the served dictionary: asked as the island starts (decision 128).
  useEffect(() => {
    startLoadingMessages(locale);
  }, [locale]);
  return <ConsentPreferences open={preferencesOpen} locale={locale} title={title} closeLabel={closeLabel} />;
}
