import type { APIRoute } from 'astro';
import { SITE } from '../config/site.ts';
import { buildRobotsTxt } from '../lib/sitemap.ts';

export const GET: APIRoute = () =>
  new Response(buildRobotsTxt(SITE.defaultPublicUrl), {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
