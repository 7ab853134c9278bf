import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { ConsentDialogLabels } from './dialog-labels.ts';
import { $consent } from './consent-store.ts';
import { $preferencesOpen } from './consent-ui.ts';
import { loadTrackingScript, removeTracking } from './tracking-script.ts';
import { takeOverBanner } from './banner-control.ts';
import { ConsentPreferences } from './ConsentPreferences.tsx';
import '../../styles/consent.css';

interface ConsentManagerProps {
  readonly labels: ConsentDialogLabels;
  readonly closeLabel: string;
}

/**
 * The consent island: it takes over the prerendered first-visit banner
 * (ConsentBanner.tsx, first in <body>), renders the preferences dialog, and keeps
 * the analytics script, which exists only while analytics is granted. An embed
 * asks nothing here: its own informed button is the consent for it (decision 092).
 */
export default function ConsentManager({ labels, closeLabel }: ConsentManagerProps) {
  // The raw store, not useConsent(): the script effect must never see the hydration-time "no choice".
  const consent = useStore($consent);
  const preferencesOpen = useStore($preferencesOpen);
  const analytics = consent?.analytics === true;

  useEffect(() => takeOverBanner(document), []);

  useEffect(() => {
    // Without analytics consent nothing of the tracker may survive, even from an earlier, expired choice.
    if (analytics) loadTrackingScript();
    else removeTracking();
  }, [analytics]);

  return <ConsentPreferences open={preferencesOpen} labels={labels} closeLabel={closeLabel} />;
}
