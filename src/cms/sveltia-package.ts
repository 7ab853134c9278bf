/**
 * The pinned editor's package (package.json pins an exact version: a point release has broken
 * sites before, and the browser test gates each upgrade; decision 109). Its exports name only
 * the npm entry, so its files are read by path.
 */
export const SVELTIA_DIR = 'node_modules/@sveltia/cms';

/** The JSON schema of its configuration. */
export const SVELTIA_SCHEMA = `${SVELTIA_DIR}/schema/sveltia-cms.json`;

/**
 * What the build copies to /admin/: the browser bundle, and the one chunk it imports at run time
 * from beside itself (it would fall back to a CDN without it). Source maps stay out.
 */
export const SVELTIA_BROWSER_FILES = ['sveltia-cms.js', 'chunks/react-dom.js'] as const;
export const SVELTIA_BROWSER_DIR = `${SVELTIA_DIR}/dist`;
