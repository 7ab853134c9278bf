import type { EngineSession } from '../support/session.ts';
import { hydrated, islandsOnTheirOwn, readIslands } from '../../support/islands-on-their-own.ts';

/**
 * In-page reading and finding for the journeys. Each function sent to the page is self-contained:
 * it travels as source text, so it may use only its arguments and the page's globals.
 */

/** The mark `mark` puts on the element it finds, for the session's click and type. */
export const TARGET = '[data-engine-target]';

/**
 * Waits until `fn` returns a truthy value in the page, as Playwright's web-first assertions do:
 * the condition, not a clock, ends the wait; the deadline only turns a hang into a failure.
 */
export async function until<A extends unknown[], T>(
  session: EngineSession,
  what: string,
  fn: (...args: A) => T | Promise<T>,
  ...args: A
): Promise<Awaited<T>> {
  const deadline = Date.now() + 20_000;
  let last: unknown;
  for (;;) {
    try {
      const value = await session.run(fn, ...args);
      if (value) return value;
      last = value;
    } catch (error) {
      // A navigation in progress destroys the page the script ran in: ask the next one.
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(`${session.engine}: waited in vain for ${what} (last: ${String(last)})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Marks the one visible element matching `selector` inside `scope` whose accessible name (its
 * aria-label, else its text) is `name`, or starts with it and a space (a link's hidden "(opens in
 * a new tab)"), so the session can click or type into it. Fails when there
 * is none, or more than one.
 */
export async function mark(
  session: EngineSession,
  scope: string,
  selector: string,
  name: string,
): Promise<string> {
  const found = await until(
    session,
    `one "${selector}" named "${name}" in ${scope}`,
    (scopeSelector: string, wanted: string, accessible: string) => {
      for (const old of document.querySelectorAll('[data-engine-target]'))
        old.removeAttribute('data-engine-target');
      const nameOf = (element: Element) => {
        const labelledBy = element.getAttribute('aria-labelledby');
        const byId = labelledBy ? document.getElementById(labelledBy)?.textContent : undefined;
        return (element.getAttribute('aria-label') ?? byId ?? element.textContent)
          .replace(/\s+/g, ' ')
          .trim();
      };
      const matches = [...document.querySelectorAll(scopeSelector)]
        .flatMap((root) => [...root.querySelectorAll(wanted)])
        .filter((element) => {
          const elementName = nameOf(element);
          return (
            element.checkVisibility() &&
            (elementName === accessible || elementName.startsWith(`${accessible} `))
          );
        });
      if (matches.length !== 1) return false;
      matches[0]?.setAttribute('data-engine-target', '');
      return true;
    },
    scope,
    selector,
    name,
  );
  if (!found) throw new Error('unreachable');
  return TARGET;
}

/** Waits until exactly the dialog named `name` is on screen (or none, with `undefined`). */
export async function untilDialog(session: EngineSession, name: string | undefined): Promise<void> {
  const want = name === undefined ? [] : [name];
  await until(
    session,
    name === undefined ? 'no dialog on screen' : `the dialog "${name}" alone on screen`,
    (wanted: string[]) => {
      const names = [...document.querySelectorAll('dialog, [role="dialog"]')]
        .filter((dialog) => dialog.checkVisibility())
        .map((dialog) => {
          const labelledBy = dialog.getAttribute('aria-labelledby');
          const byId = labelledBy ? document.getElementById(labelledBy)?.textContent : undefined;
          return (dialog.getAttribute('aria-label') ?? byId ?? '').replace(/\s+/g, ' ').trim();
        });
      return JSON.stringify(names) === JSON.stringify(wanted);
    },
    want,
  );
}

/** Everything the page and the engine reported as an error since the page loaded. */
export async function pageErrors(session: EngineSession): Promise<string[]> {
  const probed = await session.run(
    () => (window as unknown as { __engineErrors?: string[] }).__engineErrors ?? ['the probe did not run'],
  );
  return [...probed, ...session.engineErrors()];
}

/** Third-party addresses the page failed to load (the machine is offline): what it asked for. */
export function thirdPartyAsked(session: EngineSession): Promise<string[]> {
  return session.run(() => (window as unknown as { __engineThirdParty?: string[] }).__engineThirdParty ?? []);
}

/**
 * Brings each island still waiting to be seen into view, one after the other, and waits for it to
 * hydrate: what a visitor scrolling through the page makes happen, driven by the islands
 * themselves rather than a scroll speed. Islands that wait for the visitor to reach for something
 * (decision 115) are left alone.
 */
export async function scrollThroughAndHydrate(session: EngineSession): Promise<void> {
  const uids = islandsOnTheirOwn(await session.run(readIslands), { visible: true });
  for (let index = 0; ; index += 1) {
    const waiting = await session.run((ids: string[]) => {
      const island = [...document.querySelectorAll('astro-island[ssr]')].find((candidate) =>
        ids.includes(candidate.getAttribute('uid') ?? ''),
      );
      island?.setAttribute('data-engine-island', '');
      // An island is display: contents (no box of its own): its first element is what shows.
      (island?.firstElementChild ?? island)?.scrollIntoView({ block: 'center' });
      return island?.getAttribute('component-url') ?? '';
    }, uids);
    if (!waiting) return;
    if (index > 100) throw new Error(`${session.engine}: islands keep appearing (${waiting})`);
    await until(
      session,
      `the island ${waiting} hydrated`,
      () => !document.querySelector('[data-engine-island]')?.hasAttribute('ssr'),
    );
    await session.run(() =>
      document.querySelector('[data-engine-island]')?.removeAttribute('data-engine-island'),
    );
  }
}

/**
 * Waits until every island that hydrates on its own has (not those that wait to be scrolled to or
 * for the visitor, tests/support/islands-on-their-own.ts).
 */
export async function untilIslandsStarted(session: EngineSession): Promise<void> {
  const uids = islandsOnTheirOwn(await session.run(readIslands), { visible: false });
  await until(session, 'the islands that start on their own', hydrated, uids);
}

/** A first visit that chooses "reject all" on the banner, so that it covers nothing. */
export async function arriveRejecting(session: EngineSession, path: string): Promise<void> {
  await session.clearCookies();
  await session.open(path);
  await session.click('[data-consent-action="reject"]');
  await untilIslandsStarted(session);
}
