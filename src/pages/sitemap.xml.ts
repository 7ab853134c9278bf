import type { APIRoute } from 'astro';
import { SITE } from '../config/site.ts';
import { buildSitemap } from '../lib/sitemap.ts';

export const GET: APIRoute = () =>
  new Response(buildSitemap(SITE.defaultPublicUrl), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
