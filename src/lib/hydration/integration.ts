import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers `client:queued`: islands hydrate one at a time, each in its own task (decision 071). */
export function queuedHydration(): AstroIntegration {
  return {
    name: 'queued-hydration',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'queued',
          entrypoint: fileURLToPath(new URL('./queued-directive.ts', import.meta.url)),
        });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate when the browser is idle, or with `"visible"` once on screen; one island at a time. */
    'client:queued'?: boolean | 'visible';
  }
}
