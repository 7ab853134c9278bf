import { describe, expect, it } from 'vitest';
import { isReactRuntime, REACT_RUNTIME_MODULES } from './react-runtime-chunk.ts';

describe('the React runtime chunk', () => {
  it('takes react, react-dom, the scheduler and Astro’s React renderer, and nothing else', () => {
    const runtime = [
      '/p/node_modules/react/cjs/react.production.js',
      '/p/node_modules/react-dom/cjs/react-dom-client.production.js',
      '/p/node_modules/scheduler/cjs/scheduler.production.js',
      '/p/node_modules/@astrojs/react/dist/client.js',
      'C:\\p\\node_modules\\react-dom\\client.js',
    ];
    const ours = [
      '/p/node_modules/@nanostores/react/index.js',
      '/p/node_modules/react-aria/dist/main.js',
      '/p/src/components/react/Thing.tsx',
      '/p/node_modules/nanostores/atom/index.js',
    ];
    expect(runtime.filter((id) => REACT_RUNTIME_MODULES.test(id))).toEqual(runtime);
    expect(ours.filter((id) => REACT_RUNTIME_MODULES.test(id))).toEqual([]);
  });

  it('recognises the built file by its name, not by a name that merely contains it', () => {
    expect(isReactRuntime('/_astro/react-runtime.DmhaCCiF.js')).toBe(true);
    expect(isReactRuntime('/_astro/react.GW0J8ftr.js')).toBe(false);
    expect(isReactRuntime('/_astro/my-react-runtime.x.js')).toBe(false);
  });
});
