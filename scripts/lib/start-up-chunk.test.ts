import { describe, expect, it } from 'vitest';
import { START_UP_CHUNK, startUpChunkName, staticallyImported, type ModuleGraph } from './start-up-chunk.ts';

/** A module graph as the bundler reports it: each module's static imports. */
function graph(imports: Record<string, string[]>): ModuleGraph {
  return {
    getModuleInfo: (id) => (id in imports ? { importedIds: imports[id] ?? [] } : null),
  };
}

const modules = graph({
  '/src/start.ts': ['/src/consent.ts', '/src/store.ts'],
  '/src/consent.ts': ['/src/cookies.ts', '/src/store.ts'],
  '/src/store.ts': ['/node_modules/nanostores/atom.js'],
  '/src/cookies.ts': ['/src/start.ts'],
  '/node_modules/nanostores/atom.js': [],
  '/src/dialog.tsx': ['/src/store.ts', '/src/react-only.ts'],
  '/src/react-only.ts': [],
});

describe('the start-up chunk', () => {
  it('holds every module start-up imports, however deep, once, and not start-up itself', () => {
    expect([...staticallyImported('/src/start.ts', modules)].sort()).toEqual([
      '/node_modules/nanostores/atom.js',
      '/src/consent.ts',
      '/src/cookies.ts',
      '/src/store.ts',
    ]);
  });

  it('names those modules and leaves an island-only module to the bundler', () => {
    const name = startUpChunkName('/src/start.ts');
    expect(name('/src/store.ts', modules)).toBe(START_UP_CHUNK);
    expect(name('/node_modules/nanostores/atom.js', modules)).toBe(START_UP_CHUNK);
    expect(name('/src/react-only.ts', modules)).toBeNull();
    expect(name('/src/dialog.tsx', modules)).toBeNull();
  });

  it('takes nothing when the bundler does not know the entry', () => {
    expect(staticallyImported('/src/elsewhere.ts', modules).size).toBe(0);
  });
});
