import { useStore } from '@nanostores/react';
import { parseRole, ROLE_COOKIE, visibleRoutes } from '../../config/menu.ts';
import type { Dictionary } from '../../i18n/dictionaries/index.ts';
import { pathFor, type Locale } from '../../i18n/locales.ts';
import { $config } from '../../lib/app-store.ts';
import { readCookie } from '../../lib/cookies.ts';
import { useIsClient } from '../consent/use-is-client.ts';

interface MainMenuProps {
  readonly locale: Locale;
  readonly currentPath: string;
  readonly labels: Dictionary['MENU'];
  readonly menuLabel: string;
}

// The prerendered HTML and the hydration render have no role; the cookie is read once mounted.
const readRole = () => parseRole(readCookie(document.cookie, ROLE_COOKIE));

/** The configuration's routes the visitor's role may see (spec §6). */
export default function MainMenu({ locale, currentPath, labels, menuLabel }: MainMenuProps) {
  const config = useStore($config);
  const role = useIsClient() ? readRole() : undefined;
  const routes = visibleRoutes(config?.routing ?? [], role);
  if (routes.length === 0) return null;
  return (
    <nav aria-label={menuLabel} className="main-menu">
      <ul>
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
      </ul>
    </nav>
  );
}
