import { describe, expect, it, vi } from 'vitest';
import { isHostReachable } from './load-embed.ts';

describe('isHostReachable', () => {
  it('is true when the host answers (an opaque no-cors response)', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 200 }));
    await expect(isHostReachable('https://player.example/video/1', 1000, fetchImpl)).resolves.toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://player.example/video/1',
      expect.objectContaining({ mode: 'no-cors', method: 'HEAD', credentials: 'omit' }),
    );
  });

  it('is false on a network failure', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(isHostReachable('https://player.example/', 1000, fetchImpl)).resolves.toBe(false);
  });

  it('is false when the host does not answer in time', async () => {
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => {
          reject(new DOMException('timed out', 'TimeoutError'));
        });
      });
    await expect(isHostReachable('https://player.example/', 20, hanging)).resolves.toBe(false);
  });
});
