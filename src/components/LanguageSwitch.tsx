import { LOCALE_META, otherLocale, pathFor, type Locale, type PageId } from '../i18n/locales.ts';

interface LanguageSwitchProps {
  readonly page: PageId;
  readonly locale: Locale;
  readonly label: string;
}

/**
 * A real link to the same page in the other language. The homepage has one URL
 * for both languages, so its switch asks the server to save the choice
 * (`/?lang=xx` sets the cookie and redirects to `/`).
 */
export function LanguageSwitch({ page, locale, label }: LanguageSwitchProps) {
  const target = otherLocale(locale);
  const href = page === 'home' ? `/?lang=${target}` : pathFor(page, target);
  return (
    <a
      className="language-switch"
      href={href}
      hrefLang={LOCALE_META[target].tag}
      lang={LOCALE_META[target].tag}
      title={label}
      data-lang-switch={target}
    >
      {LOCALE_META[target].nativeName}
    </a>
  );
}
