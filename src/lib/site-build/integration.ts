import type { AstroIntegration } from 'astro';

/**
 * Tells the pages, as `import.meta.env.PUBLIC_SITE_BUILD` ("true" or "false"), whether they are
 * built for the site's server (site-build.ts says what that implies). Read from Astro's command,
 * not from `import.meta.env.DEV`, which follows NODE_ENV: a build started from a test runner
 * (NODE_ENV=test) would otherwise pass for the development server.
 */
export function siteBuild(): AstroIntegration {
  return {
    name: 'site-build',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        updateConfig({
          vite: {
            define: { 'import.meta.env.PUBLIC_SITE_BUILD': JSON.stringify(String(command === 'build')) },
          },
        });
      },
    },
  };
}
