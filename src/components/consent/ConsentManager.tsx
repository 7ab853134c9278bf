import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Dictionary } from '../../i18n/dictionaries/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import { $consent, $consentRequest } from '../../lib/consent/consent-store.ts';
import { $preferencesOpen } from '../../lib/consent/consent-ui.ts';
import { loadTrackingScript, removeTracking } from '../../lib/consent/tracking-script.ts';
import { ConsentBanner } from './ConsentBanner.tsx';
import { ConsentPreferences } from './ConsentPreferences.tsx';
import { ConsentPrompt } from './ConsentPrompt.tsx';
import { useIsClient } from './use-is-client.ts';
import '../../styles/consent.css';

interface ConsentManagerProps {
  readonly locale: Locale;
  readonly labels: Dictionary['COMPONENTS']['CONSENT'];
  readonly closeLabel: string;
  readonly newTabHint: string;
}

/**
 * The consent island: the first-visit banner, the preferences dialog, the
 * in-place question embeds ask through requestConsent(), and the analytics
 * script, which exists only while analytics is granted.
 */
export default function ConsentManager({ locale, labels, closeLabel, newTabHint }: ConsentManagerProps) {
  // The raw store, not useConsent(): the script effect must never see the hydration-time "no choice".
  const consent = useStore($consent);
  const request = useStore($consentRequest);
  const preferencesOpen = useStore($preferencesOpen);
  const isClient = useIsClient();
  const analytics = consent?.analytics === true;

  useEffect(() => {
    // Without analytics consent nothing of the tracker may survive, even from an earlier, expired choice.
    if (analytics) loadTrackingScript();
    else removeTracking();
  }, [analytics]);

  return (
    <>
      {isClient && consent === undefined && !preferencesOpen ? (
        <ConsentBanner locale={locale} labels={labels} newTabHint={newTabHint} />
      ) : null}
      <ConsentPreferences open={preferencesOpen} labels={labels} closeLabel={closeLabel} />
      <ConsentPrompt request={request} labels={labels} closeLabel={closeLabel} />
    </>
  );
}
