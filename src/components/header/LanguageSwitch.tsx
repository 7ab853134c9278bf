import type { LanguageLink } from '../../content/language-links.ts';

/** Real links to the same page in the other languages (src/content/language-links.ts). */
export function LanguageSwitch({ links }: { readonly links: readonly LanguageLink[] }) {
  return links.map((link) => (
    <a
      key={link.locale}
      className="language-switch"
      href={link.href}
      hrefLang={link.tag}
      lang={link.tag}
      title={link.title}
      data-lang-switch={link.locale}
    >
      {link.name}
    </a>
  ));
}
