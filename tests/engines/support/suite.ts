import { afterAll, beforeAll, describe, test } from 'vitest';
import { JOURNEYS } from '../journeys/index.ts';
import { engineSkipReason, type Engine } from './browsers.ts';
import type { EngineSession } from './session.ts';
import { startSite, type Site } from './site.ts';

/** Starts a browser of the engine on the site; `reducedMotion` asks for prefers-reduced-motion. */
export type Launch = (site: Site, options: { reducedMotion: boolean }) => Promise<EngineSession>;

/**
 * Every journey in one engine, in order, on one site and one browser (and a second browser for
 * the reduced-motion journey). Pictures go to test-results/engines/<engine>/, except on CI.
 * `port` is the site's (its proxy's); the server takes port + 1.
 */
export function describeEngine(engine: Engine, port: number, launch: Launch): void {
  const skipped = engineSkipReason(engine);
  describe.skipIf(skipped !== undefined)(`${engine} journeys`, () => {
    let site: Site | undefined;
    const sessions = new Map<boolean, Promise<EngineSession>>();
    const artifacts = process.env['CI'] ? undefined : `test-results/engines/${engine}`;

    beforeAll(async () => {
      site = await startSite(port);
    });
    afterAll(async () => {
      // A browser that failed to start must not keep the site's port busy for the next run.
      try {
        const started = await Promise.allSettled(sessions.values());
        for (const session of started) if (session.status === 'fulfilled') await session.value.close();
      } finally {
        await site?.stop();
      }
    });

    for (const journey of JOURNEYS) {
      test(journey.name, async () => {
        if (!site) throw new Error('the site did not start');
        const reducedMotion = journey.reducedMotion === true;
        const started = site;
        if (!sessions.has(reducedMotion)) sessions.set(reducedMotion, launch(started, { reducedMotion }));
        const session = await sessions.get(reducedMotion);
        if (!session) throw new Error('no session');
        await journey.run(session, started, artifacts);
      });
    }
  });
}
