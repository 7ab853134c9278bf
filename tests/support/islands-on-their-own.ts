import { islandStart, startsAlone } from '../../src/lib/hydration/island-start.ts';

/** What the page says of each island and its cookies (readIslands, run in the page). */
export interface PageIslands {
  readonly islands: readonly { uid: string; client: string; value: unknown }[];
  readonly cookies: string;
}

/** In the page (self-contained, for page.evaluate and WebDriver's execute): each island's start. */
export function readIslands(): PageIslands {
  return {
    islands: [...document.querySelectorAll('astro-island')].map((island) => ({
      uid: island.getAttribute('uid') ?? '',
      client: island.getAttribute('client') ?? '',
      value: (JSON.parse(island.getAttribute('opts') ?? '{}') as { value?: unknown }).value,
    })),
    cookies: document.cookie,
  };
}

/**
 * The islands that start with no visitor's input, by the directive's own rule (island-start.ts,
 * decision 115): those that wait for the visitor to reach for something (the contact modal, the
 * consent island on a first visit, the menu without a role) are not among them. With
 * `visible: false`, neither are those that wait to be scrolled to (`client:queued="visible"`,
 * or Astro's `client:visible`, as a build that tries Astro's directives has).
 */
export function islandsOnTheirOwn(page: PageIslands, options: { visible: boolean }): string[] {
  return page.islands
    .filter(({ client, value }) => {
      if (client === 'visible') return options.visible;
      if (client !== 'queued') return true;
      const start = islandStart(value);
      return startsAlone(start, () => page.cookies) && (options.visible || start.visible !== true);
    })
    .map(({ uid }) => uid);
}

/** In the page: whether every island of these uids has hydrated (Astro removes `ssr` then). */
export function hydrated(uids: readonly string[]): boolean {
  return uids.every((uid) => !document.querySelector(`astro-island[uid="${uid}"]`)?.hasAttribute('ssr'));
}
