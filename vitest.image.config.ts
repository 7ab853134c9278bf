import { defineConfig } from 'vitest/config';
import { imageSkipReason } from './tests/image/buildah.ts';

/**
 * `npm run test:image` (decision 162): the Containerfile built on a local stand-in of its base
 * image (once, in tests/image/global-setup.ts) and run with buildah, then Caddy with the
 * Caddyfile in front of it. Last in `npm test`: the slowest stage, and it needs nothing the
 * others build. Without buildah, mmdebstrap, podman or caddy it is skipped with one line, except
 * with CI=true. One file at a time: both use the same ports. Timeouts are hang guards.
 */
const skipped = imageSkipReason();
if (skipped) console.log(skipped);

export default defineConfig({
  test: {
    include: skipped ? [] : ['tests/image/**/*.test.ts'],
    globalSetup: skipped ? [] : ['tests/image/global-setup.ts'],
    passWithNoTests: true,
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
