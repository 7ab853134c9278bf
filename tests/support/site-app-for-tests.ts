import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createSiteApp } from './test-app.ts';

/** The app a block of tests sends its requests to. */
export interface SiteApp {
  inject(options: InjectOptions | string): Promise<LightMyRequestResponse>;
}

/**
 * The production shape (createSiteApp) for the tests of one file or describe block: started
 * once before them, closed after them. Call it where the hooks belong; `inject` reaches the app
 * of the running block.
 */
export function siteAppForTests(env: Record<string, string> = {}): SiteApp {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await createSiteApp(env);
  });
  afterAll(async () => {
    await app?.close();
  });
  return {
    inject: (options) => {
      if (!app) throw new Error('siteAppForTests: the app starts in beforeAll; inject from a test');
      return app.inject(options);
    },
  };
}
