import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { createTestApp, send, validSubmission, xsrfPair } from '../../tests/support/test-app.ts';
import { openSqliteStore } from './sqlite-store.ts';

/**
 * Resilience proof (R16.1, decision 088): the disk under the outbox fills up while leads arrive. SQLite's
 * max_page_count plays the full disk. Every lead answered 200 must be in the store; the
 * others get 503 STORE_UNAVAILABLE with Retry-After (the client keeps them and tries again);
 * intake resumes by itself once there is room again.
 */
describe('a full disk under the outbox', () => {
  it('answers 503 STORE_UNAVAILABLE with Retry-After, loses no acknowledged lead, and resumes', async () => {
    let db: DatabaseSync | undefined;
    const store = openSqliteStore(mkdtempSync(join(tmpdir(), 'disk-full-')), {
      onOpen: (opened) => {
        db = opened;
      },
    });
    const { app } = await createTestApp({ leads: { store } });
    try {
      const pair = await xsrfPair(app);
      const acknowledged: string[] = [];
      const refused: { status: number; error: string; retryAfter: unknown }[] = [];
      const wave = async (size: number, tag: string) => {
        const answers = await Promise.all(
          Array.from({ length: size }, (_, index) =>
            send(app, pair, validSubmission(`lead-${tag}-${String(index)}@example.com`)),
          ),
        );
        for (const answer of answers) {
          if (answer.statusCode === 200) acknowledged.push(answer.json<{ id: string }>().id);
          else
            refused.push({
              status: answer.statusCode,
              error: answer.json<{ error: string }>().error,
              retryAfter: answer.headers['retry-after'],
            });
        }
      };

      await wave(5, 'before');
      expect(acknowledged).toHaveLength(5);
      // The disk fills: the database may not grow by a single page.
      const { page_count: pages } = db?.prepare('PRAGMA page_count').get() as { page_count: number };
      db?.exec(`PRAGMA max_page_count = ${String(pages)}`);
      for (let round = 0; round < 8; round++) await wave(5, `full-${String(round)}`);

      expect(refused.length).toBeGreaterThan(0);
      for (const answer of refused) {
        expect(answer).toMatchObject({ status: 503, error: 'STORE_UNAVAILABLE' });
        expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      }

      // Space comes back: intake resumes without a restart.
      db?.exec('PRAGMA max_page_count = 1073741823');
      const before = acknowledged.length;
      await wave(5, 'after');
      expect(acknowledged.length - before).toBe(5);

      // Nothing acknowledged is lost.
      for (const id of acknowledged) expect((await store.get(id))?.form).not.toBeNull();
      expect(Object.values(await store.counts()).reduce((a, b) => a + b, 0)).toBe(acknowledged.length);
    } finally {
      await app.close();
    }
  }, 20_000);
});
