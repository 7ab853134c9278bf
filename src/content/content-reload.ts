import { resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { contentRoot } from './load/site-content.ts';

/**
 * `npm run dev`: an edit of a content file (the editor's "Work with Local Repository" writes them
 * to disk) shows on the page at once. The pages read content/ with the file system, not through
 * imports, so Vite does not see the files: this watches the folder, drops every server-side module
 * (the checked content is module state, decision 147) and reloads the open pages.
 */
export function contentReload(): Plugin {
  return {
    name: 'content-reload',
    apply: 'serve',
    configureServer(server) {
      const folder = resolve(contentRoot(), 'content') + sep;
      server.watcher.add(folder);
      const reload = (file: string) => {
        if (!file.startsWith(folder)) return;
        for (const environment of Object.values(server.environments)) {
          environment.moduleGraph.invalidateAll();
        }
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('change', reload);
      server.watcher.on('add', reload);
    },
  };
}
