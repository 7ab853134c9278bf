import { describe, expect, it } from 'vitest';
import { spamReason } from './spam.ts';

const submittedAt = 1_790_000_060_000;

describe('spamReason', () => {
  it.each([
    [{}, 0, undefined],
    [{ hp: '' }, 0, undefined],
    [{ hp: 'x' }, 0, 'honeypot'],
    [{ hp: 0 }, 0, 'honeypot'],
    [{ hp: '', shownAt: submittedAt - 60_000 }, 3000, undefined],
    [{ hp: '', shownAt: submittedAt - 2999 }, 3000, 'too-fast'],
    [{ hp: '', shownAt: submittedAt + 5000 }, 3000, 'too-fast'],
    [{ hp: '' }, 3000, 'untimed'],
    [{ hp: '', shownAt: '1790000000000' }, 3000, 'untimed'],
    [{ hp: 'bot', shownAt: submittedAt - 60_000 }, 3000, 'honeypot'],
  ])('%o with a minimum of %i ms → %s', (body, minFillMs, expected) => {
    expect(spamReason(body, submittedAt, minFillMs)).toBe(expected);
  });
});
