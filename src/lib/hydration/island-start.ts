/**
 * When a `client:queued` island starts (decision 115). Most islands are of no use until the
 * visitor reaches them or something they do needs them: the contact modal until a contact link
 * is reached, the consent island while the banner waits for a first choice, the menu for a
 * visitor without a role. Starting them all at load kept a phone's main thread busy for a second
 * after the first paint, loading and evaluating code nobody had asked for.
 *
 * `client:queued` starts when the browser is idle; `client:queued="visible"` once on screen; an
 * object says more (all fields optional):
 */
export interface IslandStart {
  /** Start once the island is on screen instead of when the browser is idle. */
  readonly visible?: boolean;
  /**
   * A CSS selector: start when the visitor reaches for an element matching it anywhere on the page
   * (the pointer over it, focus in it, a press or a click on it) or when the address names one
   * (`/page#contact`). Without `visible` or `cookie`, only then.
   */
  readonly on?: string;
  /**
   * With `on`: a plain click on a link matching it, made before the island has started, is kept
   * from following the link and repeated once the island's code has run (or has failed to load,
   * when the link then does what it does without scripts).
   */
  readonly keep?: boolean;
  /**
   * A pattern of cookie names (cookieNamesPattern): start by itself, as without `on`, only when
   * the browser holds one of them.
   */
  readonly cookie?: string;
}

/** Astro passes `client:queued`'s value as written: `""`/`true`, `"visible"` or an object. */
export function islandStart(value: unknown): IslandStart {
  return typeof value == 'object' && value ? value : { visible: value === 'visible' };
}

/**
 * Whether the island starts by itself (when idle or once visible), rather than only when reached.
 * `cookies` is called only for an island that names some: each `document.cookie` read is a
 * synchronous round trip to the browser's network service, busy while the page loads (decision 122).
 */
export function startsAlone(start: IslandStart, cookies: () => string): boolean {
  if (start.cookie !== undefined) return new RegExp(`(?:^|; )(?:${start.cookie})`).test(cookies());
  return start.on === undefined || start.visible === true;
}

/**
 * `["role"]` → `role=`; a trailing `*` stands for any ending: `["__hs_*"]` → `__hs_`. Names are
 * cookie tokens (letters, digits, `_`, `-`), which need no escaping in a pattern.
 */
export function cookieNamesPattern(names: readonly string[]): string {
  return names.map((name) => (name.endsWith('*') ? name.slice(0, -1) : `${name}=`)).join('|');
}
