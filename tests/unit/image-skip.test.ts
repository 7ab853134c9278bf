import { describe, expect, it } from 'vitest';
import { imageSkipReason } from '../image/buildah.ts';

describe('test:image skip line (decision 162)', () => {
  it('names each missing tool and how to install it', () => {
    const reason = imageSkipReason({}, (path) => path !== '/usr/bin/caddy' && path !== '/usr/bin/buildah');
    expect(reason).toBe(
      "test:image skipped: no buildah, caddy (Debian's packages: apt-get install -y buildah caddy)",
    );
  });

  it('runs when every tool is there, and always with CI=true (a missing tool then fails the run)', () => {
    expect(imageSkipReason({}, () => true)).toBeUndefined();
    expect(imageSkipReason({ CI: 'true' }, () => false)).toBeUndefined();
  });
});
