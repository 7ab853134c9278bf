import type { ContentFileSpec } from './content-file-spec.ts';

/**
 * PLACEHOLDER until the content files land (the change that moves the copy into content files): that change owns this file and
 * replaces it whole with the real list. Until then the editor's generated configuration
 * (scripts/cms-config.ts) has no collection, and the editor says so at /admin.
 */
export const CONTENT_FILES: readonly ContentFileSpec[] = [];
