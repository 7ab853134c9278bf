import { vi } from 'vitest';
import { DICTIONARIES } from '../../src/content/dictionaries.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { messagesUrl } from '../../src/lib/messages.ts';

/**
 * In place of the browser's fetch: the server's answer for the served dictionaries
 * (/assets/i18n/{lang}.json, built from the same dictionaries), which UI shown on demand reads
 * (decision 087); 404 for anything else. Vitest's `unstubAllGlobals` puts the real one back.
 */
export function serveMessages(): void {
  const served = new Map(LOCALES.map((locale) => [messagesUrl(locale), DICTIONARIES[locale]]));
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const dictionary = served.get(url);
      return Promise.resolve(dictionary ? Response.json(dictionary) : new Response(null, { status: 404 }));
    }),
  );
}
