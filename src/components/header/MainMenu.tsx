import { useStore } from '@nanostores/react';
import { parseRole, ROLE_COOKIE, visibleRoutes } from '../../config/menu.ts';
import type { Dictionary } from '../../content/dictionaries.ts';
import type { LanguageLink } from '../../content/language-links.ts';
import { pathFor, type Locale } from '../../i18n/locales.ts';
import { $config } from '../../lib/app-store.ts';
import { readCookie } from '../../lib/cookies.ts';
import { useIsClient } from '../ui/use-is-client.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { MenuDisclosure } from './MenuDisclosure.tsx';

interface MainMenuProps {
  readonly locale: Locale;
  readonly currentPath: string;
  readonly labels: Dictionary['MENU'];
  /** COMPONENTS.HEADER: the menu's name and its button's text. */
  readonly header: Pick<Dictionary['COMPONENTS']['HEADER'], 'MENU' | 'MENU_BUTTON'>;
  readonly languageLinks: readonly LanguageLink[];
}

// The prerendered HTML and the hydration render have no role; the cookie is read once mounted.
const readRole = () => parseRole(readCookie(document.cookie, ROLE_COOKIE));

/**
 * The configuration's routes the visitor's role may see (docs/requirements.md R9.3). Without
 * any (anonymous visitors) it renders nothing, not even the menu button.
 * On small screens the header's language switch moves into the menu panel,
 * which frees the room the button takes (header.css).
 */
export default function MainMenu({ locale, currentPath, labels, header, languageLinks }: MainMenuProps) {
  const config = useStore($config);
  const role = useIsClient() ? readRole() : undefined;
  const routes = visibleRoutes(config?.routing ?? [], role);
  if (routes.length === 0) return null;
  return (
    <MenuDisclosure
      label={header.MENU}
      buttonLabel={header.MENU_BUTTON}
      panelFooter={<LanguageSwitch links={languageLinks} />}
    >
      {routes.map((route) => {
        const href = pathFor(route.page, locale);
        return (
          <li key={route.page}>
            <a href={href} aria-current={href === currentPath ? 'page' : undefined}>
              {labels[route.page]}
            </a>
          </li>
        );
      })}
    </MenuDisclosure>
  );
}
