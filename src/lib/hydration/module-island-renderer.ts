import { isModuleIsland } from './module-island.ts';

/**
 * The server side of module islands (module-island.ts): they render nothing. Having no client
 * entry point, the renderer adds none to the page, and the island's start only imports the module.
 */
export default {
  name: 'module-island',
  check: (component: unknown) => Promise.resolve(isModuleIsland(component)),
  renderToStaticMarkup: () => Promise.resolve({ html: '' }),
};
