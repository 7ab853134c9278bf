import type { ReactNode } from 'react';
import { SITE } from '../config/site.ts';
import type { Dictionary } from '../i18n/dictionaries/index.ts';
import type { Locale, PageId } from '../i18n/locales.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';

interface SiteHeaderProps {
  readonly page: PageId;
  readonly locale: Locale;
  readonly t: Dictionary;
  /** The role-filtered menu island (an Astro named slot). */
  readonly menu?: ReactNode;
}

export function SiteHeader({ page, locale, t, menu }: SiteHeaderProps) {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <a className="brand" href="/" aria-label={`${SITE.productName} — ${t.COMPONENTS.HEADER.HOME}`}>
          <img src="/images/logo.svg" alt="" width="32" height="32" />
          <span>{SITE.productName}</span>
        </a>
        <div className="site-header__menu">{menu}</div>
        <LanguageSwitch page={page} locale={locale} label={t.COMPONENTS.HEADER.LANGUAGE_SWITCH} />
      </div>
    </header>
  );
}
