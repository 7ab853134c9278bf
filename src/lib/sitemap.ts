import { PAGE_IDS, LOCALES, pathFor } from '../i18n/locales.ts';
import { absoluteUrl, alternatesFor } from './seo.ts';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * sitemap.xml from the locale table: every public URL once, each with its
 * hreflang alternates (Google's xhtml:link form).
 */
export function buildSitemap(origin: string): string {
  const urls = new Set<string>();
  const entries: string[] = [];
  for (const page of PAGE_IDS) {
    for (const locale of LOCALES) {
      const loc = absoluteUrl(origin, pathFor(page, locale));
      if (urls.has(loc)) continue;
      urls.add(loc);
      const links = alternatesFor(page, origin)
        .map(
          (alt) =>
            `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(alt.href)}"/>`,
        )
        .join('\n');
      entries.push(`  <url>\n    <loc>${escapeXml(loc)}</loc>\n${links}\n  </url>`);
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export function buildRobotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(origin, '/sitemap.xml')}\n`;
}
