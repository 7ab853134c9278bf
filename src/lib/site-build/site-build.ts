/**
 * Whether these pages come from `astro build` (integration.ts), to be served by the site's server
 * after scripts/finish-build.ts, rather than from Astro's development server. A build's pages
 * name the pictures' WebP renditions, which finish-build draws (decision 121), and leave reading
 * the consent cookie to the server, which marks each page it sends (decision 122). The
 * development server has neither, so its pages show the SVGs and read the cookie themselves.
 */
export function isSiteBuild(): boolean {
  return (import.meta.env as Record<string, unknown>)['PUBLIC_SITE_BUILD'] === 'true';
}
