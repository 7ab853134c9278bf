import { useStore } from '@nanostores/react';
import type { ConsentChoice } from './consent-record.ts';
import { $consent } from './consent-store.ts';
import { useIsClient } from '../ui/use-is-client.ts';

/**
 * The visitor's choice for rendering. The store already holds the stored
 * record when an island hydrates, but the prerendered HTML was made without
 * one: during hydration this returns "no choice" like the server did, then the
 * real value (no hydration mismatch).
 */
export function useConsent(): ConsentChoice | undefined {
  const consent = useStore($consent);
  return useIsClient() ? consent : undefined;
}
