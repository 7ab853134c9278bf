import type { APIRoute } from 'astro';
import { defaultConfig } from '../../config/default-config.ts';
import { appConfigSchema } from '../../config/schema.ts';

/** /assets/config.json, validated by the same schema the client uses. */
export const GET: APIRoute = () =>
  new Response(JSON.stringify(appConfigSchema.parse(defaultConfig), null, 2), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
