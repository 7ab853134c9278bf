import type { Site } from '../support/site.ts';
import type { EngineSession } from '../support/session.ts';
import { pageErrors } from './dom.ts';

/** One visitor's path, run in every engine against a fresh browser state. */
export interface Journey {
  readonly name: string;
  /** Needs a browser started with prefers-reduced-motion: reduce. */
  readonly reducedMotion?: boolean;
  run(session: EngineSession, site: Site, artifacts: string | undefined): Promise<void>;
}

/** Fails with what the page reported when it reported any error (every journey's last word). */
export async function expectNoPageErrors(session: EngineSession, where: string): Promise<void> {
  const errors = await pageErrors(session);
  if (errors.length > 0) throw new Error(`${session.engine}: errors on ${where}:\n${errors.join('\n')}`);
}

/** Fails unless `actual` equals `expected` (as JSON), naming what was compared. */
export function expectEqual(actual: unknown, expected: unknown, what: string): void {
  const [a, e] = [JSON.stringify(actual), JSON.stringify(expected)];
  if (a !== e) throw new Error(`${what}: expected ${e}, got ${a}`);
}

/** The consent record the page stored in its cookie, decoded (undefined when there is none). */
export function storedConsent(
  session: EngineSession,
): Promise<{ analytics?: boolean; media?: boolean } | undefined> {
  return session.run(() => {
    const cookie = document.cookie.split('; ').find((entry) => entry.startsWith('consent='));
    return cookie
      ? (JSON.parse(decodeURIComponent(cookie.slice(8))) as { analytics?: boolean; media?: boolean })
      : undefined;
  });
}
