import { format, resolveConfig } from 'prettier';
import { SITE } from '../config/site.ts';
import { loadSiteSettings } from '../config/settings/load.ts';
import { CONTENT_FILES } from '../content/schema/content-files.ts';
import { generateCmsConfig } from './cms-config.ts';

/** Where the editor finds its configuration: index.html links it (`cms-config-url`). */
export const CMS_CONFIG_FILE = 'public/admin/config.json';

/**
 * The configuration of this repository: its content files, its settings' repository. The site's
 * address is the build's default origin; the server rewrites it to PUBLIC_URL when it serves the
 * file, as it does in every page (server/cms/admin-route.ts).
 */
export function cmsConfigOfRepository(): Record<string, unknown> {
  const { settings } = loadSiteSettings();
  return generateCmsConfig(CONTENT_FILES, {
    repo: settings.editor.githubRepo,
    branch: 'main',
    siteUrl: SITE.defaultPublicUrl,
  });
}

/** The file's text as prettier writes it, so `npm run format:check` agrees with the script. */
export async function formatCmsConfig(config: Record<string, unknown>): Promise<string> {
  const options = await resolveConfig(CMS_CONFIG_FILE);
  return format(JSON.stringify(config), { ...options, filepath: CMS_CONFIG_FILE });
}
