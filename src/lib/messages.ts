import type { Dictionary } from '../content/dictionaries.ts';
import type { Locale } from '../i18n/locales.ts';
import { leavingPage, watchLeaving } from './page-leaving.ts';

export const messagesUrl = (locale: Locale): string => `/assets/i18n/${locale}.json`;

const loads = new Map<Locale, Promise<Dictionary>>();

/**
 * The UI strings of a language from /assets/i18n/{lang}.json, the way UI loaded on demand (the
 * contact modal, the cookie preferences, the form popup) gets its text; islands that render at
 * build time get theirs as props (decision 087). One request per language and page: the island
 * that starts first asks (startLoadingMessages), its dialog then finds the same answer. A failed
 * load is forgotten, so the next asker tries again.
 */
export function loadMessages(locale: Locale): Promise<Dictionary> {
  const known = loads.get(locale);
  if (known) return known;
  const load = fetch(messagesUrl(locale), { headers: { accept: 'application/json' } }).then(
    async (response) => {
      if (!response.ok) throw new Error(`HTTP ${String(response.status)}`);
      return (await response.json()) as Dictionary;
    },
  );
  loads.set(locale, load);
  load.catch(() => loads.delete(locale));
  return load;
}

/**
 * Called by an island whose dialog reads the strings, when the island starts (the visitor reached
 * for what opens it): the file then comes in beside the dialog's code instead of after it. Not at
 * page load: most visitors open no dialog, and the request with its parsing was 40 % of start-up's
 * main-thread work (decision 128). A failure is logged once here, unless the visitor is leaving.
 */
export function startLoadingMessages(locale: Locale): void {
  watchLeaving(loadMessages(locale)).catch((error: unknown) => {
    if (!leavingPage())
      console.error(`Translations ${messagesUrl(locale)} could not be loaded:`, String(error));
  });
}
