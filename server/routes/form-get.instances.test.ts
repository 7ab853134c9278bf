import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FakeHubspot } from '../../tests/fake-hubspot/fake-hubspot.ts';
import {
  createTestApp,
  hubspotEnv,
  IT_FORM_ID,
  send,
  startTestHubspot,
  validSubmission,
  xsrfPair,
} from '../../tests/support/test-app.ts';
import { TestDatabases } from '../../tests/support/test-databases.ts';

const databases = new TestDatabases();
beforeAll(() => databases.start(), 60_000);
afterAll(() => databases.stop());

/**
 * With several instances, the last good form definitions live in the shared PostgreSQL: an
 * instance started on an empty disk while HubSpot is down still serves the form and accepts leads.
 */
describe('form snapshots shared by the instances on PostgreSQL', () => {
  let fake: FakeHubspot;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    fake = await startTestHubspot();
  });
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });
  afterAll(() => fake.close());

  it("a new instance on a fresh disk serves another instance's snapshot during an outage", async () => {
    const url = await databases.create();
    const start = async () => {
      const { app } = await createTestApp({ env: hubspotEnv(fake.url, { DATABASE_URL: url }) });
      apps.push(app);
      return app;
    };
    const first = await start();
    const get = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: `/open/hubspot/get?id=${IT_FORM_ID}` });
    expect((await get(first)).statusCode).toBe(200);
    fake.setMode({ kind: 'error', status: 503 });
    try {
      // The snapshot is saved in the background after the fetch: the next instance may start first.
      let second: FastifyInstance | undefined;
      for (let tries = 0; tries < 20; tries++) {
        second = await start();
        if ((await get(second)).statusCode === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      if (!second) throw new Error('no second instance');
      const answer = await get(second);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ guid: IT_FORM_ID });
      const pair = await xsrfPair(second);
      expect((await send(second, pair, validSubmission())).statusCode).toBe(200);
    } finally {
      fake.setMode({ kind: 'ok' });
    }
  });
});
