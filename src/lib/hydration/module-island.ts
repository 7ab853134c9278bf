/**
 * A module island: an island whose module does its work when it is imported, with no framework to
 * render or hydrate it (decision 115). `client:queued` imports it when its start comes, like any
 * island, but no renderer comes with it: Astro hydrates an island without a renderer by importing
 * its module only. What runs on every page once the browser is idle (PageStart) is plain DOM code,
 * and loading React for it kept the main thread busy on pages where nothing else needs React.
 */
const MODULE_ISLAND = Symbol.for('storyverse.module-island');

export type ModuleIsland = (() => null) & { readonly [MODULE_ISLAND]: true };

/** What a module island's module exports as its default: the mark the renderer recognises. */
export function moduleIsland(): ModuleIsland {
  return Object.assign(() => null, { [MODULE_ISLAND]: true as const });
}

export function isModuleIsland(component: unknown): component is ModuleIsland {
  return typeof component === 'function' && MODULE_ISLAND in component;
}
