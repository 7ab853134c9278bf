import { DICTIONARIES, type Dictionary } from '../../../src/content/dictionaries.ts';

const en = DICTIONARIES.en;
const it = DICTIONARIES.it;

/** One landing page per language, with that language's UI strings. */
export const LANGUAGES: readonly { lang: 'it' | 'en'; path: string; t: Dictionary }[] = [
  { lang: 'it', path: '/it/sostenibilita', t: it },
  { lang: 'en', path: '/en/sustainability', t: en },
];
