/**
 * Start-up (the page-start module island, decision 115) runs on every page, before any other
 * island. Left to the bundler, the small modules it shares with islands became a dozen chunks of
 * a few hundred bytes each: a dozen module requests found only after the first one ran, each
 * costing the phone's main thread a fetch and a module record after the first paint. Every
 * module start-up imports statically goes into one chunk instead (astro.config.ts); the islands
 * that share them import it from there, already loaded.
 */
export const START_UP_CHUNK = 'start-up';

export interface ModuleGraph {
  getModuleInfo(id: string): { readonly importedIds: readonly string[] } | null;
}

/**
 * Every module the entry imports statically, directly or through others (not the entry itself,
 * whose chunk the page asks for by name). Dynamic imports stay their own chunks: they load later.
 */
export function staticallyImported(entry: string, graph: ModuleGraph): Set<string> {
  const reached = new Set<string>();
  const queue = [...(graph.getModuleInfo(entry)?.importedIds ?? [])];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (reached.has(id) || id === entry) continue;
    reached.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

/**
 * The bundler's chunk-name function: `START_UP_CHUNK` for a module start-up's entry (its file's
 * absolute path) imports statically, nothing for the rest. The graph is walked once per build.
 */
export function startUpChunkName(entry: string): (id: string, graph: ModuleGraph) => string | null {
  let members: Set<string> | undefined;
  return (id, graph) => {
    members ??= staticallyImported(entry, graph);
    return members.has(id) ? START_UP_CHUNK : null;
  };
}
