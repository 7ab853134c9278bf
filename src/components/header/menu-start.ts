import { ROLE_COOKIE } from '../../config/menu.ts';
import { cookieNamesPattern, type IslandStart } from '../../lib/hydration/island-start.ts';

/** Without a role the menu shows nothing: its island starts only for a visitor who has one (decision 115). */
export const MENU_ISLAND_START: IslandStart = { cookie: cookieNamesPattern([ROLE_COOKIE]) };
