import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { LANG_COOKIE, LANG_COOKIE_MAX_AGE } from '../../i18n/resolve-language.ts';
import { isLocale, type Locale } from '../../i18n/locales.ts';
import { $isLoading } from '../../lib/app-store.ts';
import { boot } from '../../lib/boot.ts';
import { serializeCookie } from '../../lib/cookies.ts';
import { Spinner } from '../ui/Spinner.tsx';

interface StartupLoaderProps {
  readonly locale: Locale;
  readonly label: string;
}

/** Saves the language a visitor picks with the switch (the server does the same without JS). */
function rememberLanguageChoice(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target.closest('a[data-lang-switch]') : null;
  const lang = target?.getAttribute('data-lang-switch');
  if (isLocale(lang)) {
    document.cookie = serializeCookie(LANG_COOKIE, lang, {
      maxAgeSeconds: LANG_COOKIE_MAX_AGE,
      sameSite: 'Lax',
    });
  }
}

/**
 * Runs the start-up loads (configuration, translations) and shows the spinner
 * while the loader flag is set. The prerendered page stays readable meanwhile.
 */
export default function StartupLoader({ locale, label }: StartupLoaderProps) {
  const loading = useStore($isLoading);
  useEffect(() => {
    void boot(locale, window.location.hostname);
    document.addEventListener('click', rememberLanguageChoice);
    return () => {
      document.removeEventListener('click', rememberLanguageChoice);
    };
  }, [locale]);
  return loading ? (
    <div className="startup-loader">
      <Spinner label={label} />
    </div>
  ) : null;
}
