import { LANG_COOKIE, LANG_COOKIE_MAX_AGE } from '../i18n/resolve-language.ts';
import { DEFAULT_LOCALE, isLocale } from '../i18n/locales.ts';
import { $isLoading } from './app-store.ts';
import { boot } from './boot.ts';
import { serializeCookie } from './cookies.ts';
import { pinHeaderOnScroll, SITE_HEADER_ID } from './header-scroll.ts';

/** The prerendered start-up spinner (hidden until a start-up load runs). */
export const STARTUP_LOADER_SELECTOR = '[data-startup-loader]';

/** Saves the language a visitor picks with the switch (the server does the same without JS). */
export function rememberLanguageChoice(event: Event): void {
  const target = event.target instanceof Element ? event.target.closest('a[data-lang-switch]') : null;
  const lang = target?.getAttribute('data-lang-switch');
  if (isLocale(lang)) {
    document.cookie = serializeCookie(LANG_COOKIE, lang, {
      maxAgeSeconds: LANG_COOKIE_MAX_AGE,
      sameSite: 'Lax',
    });
  }
}

/** Shows the spinner exactly while the loader flag is set (spec: "a loading spinner"). Returns the cleanup. */
export function showWhileLoading(loader: HTMLElement): () => void {
  return $isLoading.subscribe((loading) => {
    loader.hidden = !loading;
  });
}

/**
 * What every page does once its HTML is parsed: the fixed-header behaviour,
 * the start-up loads (configuration, translations) with their spinner, and the
 * language cookie. Plain DOM code in a module script rather than islands: none
 * of it renders anything, and no framework has to start for it at load.
 */
export function startPage(doc: Document = document): void {
  const header = doc.getElementById(SITE_HEADER_ID);
  if (header) pinHeaderOnScroll(header, doc.defaultView ?? window);
  const loader = doc.querySelector<HTMLElement>(STARTUP_LOADER_SELECTOR);
  if (loader) showWhileLoading(loader);
  doc.addEventListener('click', rememberLanguageChoice);
  const lang = doc.documentElement.lang;
  void boot(isLocale(lang) ? lang : DEFAULT_LOCALE, doc.location.hostname);
}
