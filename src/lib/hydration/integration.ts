import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { IslandStart } from './island-start.ts';

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

/**
 * Registers the renderer of module islands (module-island.ts). Listed before React's: Astro asks
 * each renderer in turn whether a component is its own, and React's would take any function.
 */
export function moduleIslands(): AstroIntegration {
  return {
    name: 'module-islands',
    hooks: {
      'astro:config:setup': ({ addRenderer }) => {
        addRenderer({
          name: 'module-island',
          serverEntrypoint: fileURLToPath(new URL('./module-island-renderer.ts', import.meta.url)),
        });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate when idle, with `"visible"` once on screen, or as IslandStart says; one island at a time. */
    'client:queued'?: boolean | 'visible' | IslandStart;
  }
}
