import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openSqliteStore } from '../outbox/sqlite-store.ts';
import { createTestApp, send, validSubmission, xsrfPair } from '../../tests/support/test-app.ts';
import { closeAppAfterEach, readyStatus } from '../../tests/support/leads/send-route.ts';

describe('spam', () => {
  let app: FastifyInstance;
  let dataDir: string;
  closeAppAfterEach(() => app);

  const ready = () => readyStatus(app);

  it.each([
    ['a filled honeypot', { hp: 'https://spam.example' }, '0', 'honeypot'],
    [
      'a submission faster than a person types',
      { hp: '', shownAt: 1_790_000_000_000 - 1200 },
      '3000',
      'too-fast',
    ],
    ['an untimed submission while the time check is on', { hp: '' }, '3000', 'untimed'],
  ])(
    '%s is answered like any lead and kept, held back from delivery, and counted',
    async (_case, extra, minFill, reason) => {
      ({ app, dataDir } = await createTestApp({ env: { SPAM_MIN_FILL_MS: minFill } }));
      const pair = await xsrfPair(app);
      const response = await send(app, pair, { ...validSubmission(), ...extra });
      expect(response.statusCode).toBe(200);
      const { id } = response.json<{ ok: boolean; id: string }>();
      const status = await ready();
      expect(status.outbox).toMatchObject({ local: 0, pending: 0, held: 1 });
      expect(status.spamHeld[reason]).toBe(1);
      const store = openSqliteStore(dataDir);
      try {
        const lead = await store.get(id);
        expect(lead?.state).toBe('held');
        expect(lead?.form).not.toBeNull();
        expect(lead?.lastError?.message).toContain(reason);
        // Released by hand, it goes on like any lead.
        expect(await store.retry(id, Date.now())).toBe(true);
        expect((await store.get(id))?.state).toBe('pending');
      } finally {
        store.close();
      }
    },
  );

  it('a person who took their time gets through', async () => {
    ({ app, dataDir } = await createTestApp({ env: { SPAM_MIN_FILL_MS: '3000' } }));
    const pair = await xsrfPair(app);
    const response = await send(app, pair, {
      ...validSubmission(),
      hp: '',
      shownAt: 1_790_000_000_000 - 45_000,
    });
    expect(response.statusCode).toBe(200);
    expect((await ready()).outbox).toMatchObject({ local: 1, held: 0 });
  });
});
