import type { RouteEntry } from './schema.ts';

/**
 * Name of the cookie that carries the menu role (docs/requirements.md R9.3); the menu's island
 * starts only when it is set (src/components/header/menu-start.ts).
 */
export const ROLE_COOKIE = 'role';

/**
 * The role cookie read as a base-10 integer with parseInt semantics
 * ("2abc" is 2, " 3" is 3); undefined when absent or not a number.
 */
export function parseRole(cookieValue: string | undefined): number | undefined {
  if (cookieValue === undefined) return undefined;
  const role = Number.parseInt(cookieValue, 10);
  return Number.isNaN(role) ? undefined : role;
}

/** Entries whose role list contains the role; none without a role. */
export function visibleRoutes(routes: readonly RouteEntry[], role: number | undefined): RouteEntry[] {
  if (role === undefined) return [];
  return routes.filter((route) => route.role.includes(role));
}
