import type { APIRoute } from 'astro';
import { defaultConfig } from '../../config/default-config.ts';
import { parseAppConfig } from '../../config/schema.ts';

/** /assets/config.json, validated by the same schema the client uses: an invalid default stops the build. */
export const GET: APIRoute = () => {
  const parsed = parseAppConfig(defaultConfig);
  if (!parsed.ok) throw new Error(`default-config.ts: ${parsed.error}`);
  return new Response(JSON.stringify(parsed.config, null, 2), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
};
