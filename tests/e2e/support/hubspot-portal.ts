import { startPortal, type Portal } from '../../support/portal-server.ts';
import { test } from './fixtures.ts';

export type { Portal };

/**
 * Inside a `test.describe`: one portal for its tests, started before the first and stopped after
 * the last, the tests run in order in one worker. Returns the running portal's getter.
 */
export function usePortal(
  formsApi: string,
  forms: ReadonlyMap<string, Record<string, unknown>>,
): () => Portal {
  test.describe.configure({ mode: 'default' });
  // A server start, a whole form typed, and a delivery through the outbox: more than one page.
  test.slow();
  let portal: Portal | undefined;
  test.beforeAll(async () => {
    portal = await startPortal(formsApi, forms);
  });
  test.afterAll(async () => {
    await portal?.stop();
  });
  return () => {
    if (!portal) throw new Error('the portal has not started');
    return portal;
  };
}
