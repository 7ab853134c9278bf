import type { Dictionary } from '../i18n/dictionaries/index.ts';
import type { Locale } from '../i18n/locales.ts';

export const messagesUrl = (locale: Locale): string => `/assets/i18n/${locale}.json`;

const loads = new Map<Locale, Promise<Dictionary>>();

/**
 * The UI strings of a language from /assets/i18n/{lang}.json, the way UI loaded on demand (the
 * contact modal) gets its text; islands that render at build time get theirs as props
 * (decision 087). One request per language and page: start-up asks first, the modal then
 * finds the same answer. A failed load is forgotten, so the next asker tries again.
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
