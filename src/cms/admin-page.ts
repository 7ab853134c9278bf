/**
 * The editor's page at /admin/ (decision 109), written into the build by admin-build.ts: the
 * pinned bundle from /admin/ (never a CDN) and the generated configuration beside it.
 */
export const ADMIN_PAGE_HTML = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<!-- For the site's own people: no search engine lists it (the server's X-Robots-Tag says so too). -->
<meta name="robots" content="noindex, nofollow">
<title>Content editor</title>
<link href="/admin/config.json" type="application/json" rel="cms-config-url">
</head>
<body>
<script src="/admin/sveltia-cms.js"></script>
</body>
</html>
`;

/**
 * The page with the preview's templates after the editor's bundle (they register with the
 * window.CMS it sets): written by the build, which makes them (preview/build-preview.ts).
 */
export function withPreviewScript(page: string, src: string): string {
  const bundle = '<script src="/admin/sveltia-cms.js"></script>\n';
  if (!page.includes(bundle)) throw new Error("the editor's page no longer loads its bundle as expected");
  return page.replace(bundle, `${bundle}<script src="${src}"></script>\n`);
}
