import type { AstroIntegration } from 'astro';

/**
 * Tells the pages, as `import.meta.env.PUBLIC_PICTURE_RENDITIONS` ("true" or "false"), whether the SVG pictures'
 * renditions will exist: in a build (`npm run build` makes them, decision 121), not on the
 * development server. Read from Astro's command, not from `import.meta.env.DEV`, which follows
 * NODE_ENV: a build started from a test runner (NODE_ENV=test) would name no renditions.
 */
export function pictureRenditions(): AstroIntegration {
  return {
    name: 'picture-renditions',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        updateConfig({
          vite: {
            define: {
              'import.meta.env.PUBLIC_PICTURE_RENDITIONS': JSON.stringify(String(command === 'build')),
            },
          },
        });
      },
    },
  };
}
