import type { Dictionary } from '../../i18n/dictionaries/index.ts';

export type ConsentLabels = Dictionary['COMPONENTS']['CONSENT'];

/** Strings only the prerendered banner shows. */
const BANNER_ONLY = [
  'BANNER_TITLE',
  'BANNER_TEXT',
  'POLICY_LINK',
  'CUSTOMIZE',
  'CLOSE_TECHNICAL_ONLY',
] as const;

/** What the consent island's dialogs (preferences, in-place question) show. */
export type ConsentDialogLabels = Omit<ConsentLabels, (typeof BANNER_ONLY)[number]>;

/**
 * The consent island's labels without the banner's: the banner is static HTML
 * already, and island props are serialised into every page, whose HTML has a
 * 20 KiB budget.
 */
export function consentDialogLabels(labels: ConsentLabels): ConsentDialogLabels {
  const bannerOnly: readonly string[] = BANNER_ONLY;
  return Object.fromEntries(
    Object.entries(labels).filter(([key]) => !bannerOnly.includes(key)),
  ) as ConsentDialogLabels;
}
