/**
 * React's runtime in the browser (react, react-dom, its scheduler and Astro's React renderer)
 * is built into one chunk of its own (astro.config.ts): it is cached across pages and across
 * releases of our code, and the size budget reports it apart from our code (check-budgets.ts).
 */
export const REACT_RUNTIME_CHUNK = 'react-runtime';

/** The module ids that go into that chunk. */
export const REACT_RUNTIME_MODULES =
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/;

/** Whether a built file's URL path (`/_astro/react-runtime.<hash>.js`) is that chunk. */
export function isReactRuntime(urlPath: string): boolean {
  return urlPath.split('/').at(-1)?.startsWith(`${REACT_RUNTIME_CHUNK}.`) ?? false;
}
