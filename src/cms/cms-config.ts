import { z } from 'zod';
import type { ContentFileSpec } from '../content/schema/content-file-spec.ts';
import { CmsConfigError, fieldsOf, type CmsField, type SchemaNode } from './cms-fields.ts';

/**
 * The editor's configuration (Sveltia CMS, decision 109), generated from the content files' list
 * and their zod schemas, so that the editor offers exactly the fields the build validates. Pure:
 * scripts/cms-config.ts writes the result to public/admin/config.json, and a test regenerates it.
 */
export interface CmsConfigOptions {
  /** The GitHub repository the editor commits to, `owner/name` (site-settings.json `editor.githubRepo`). */
  readonly repo: string;
  /** The branch the site is built from; edits reach it only through a pull request. */
  readonly branch: string;
  /** This site's origin: the OAuth relay (server/cms/) answers there (the server rewrites it to PUBLIC_URL). */
  readonly siteUrl: string;
}

/** Where uploaded pictures go, and the address the pages use for them. */
export const MEDIA_FOLDER = 'public/images';
export const PUBLIC_FOLDER = '/images';
export const LOCALES = ['it', 'en'] as const;

interface CmsFile {
  readonly name: string;
  readonly label: string;
  readonly file: string;
  readonly format: 'yaml' | 'json';
  readonly i18n?: true;
  readonly fields: readonly CmsField[];
}

interface CmsCollection {
  readonly name: string;
  readonly label: string;
  readonly description: string;
  /** Sveltia translates a file only when both its collection and the file say i18n. */
  readonly i18n?: true;
  readonly files: readonly CmsFile[];
}

function formatOf(spec: ContentFileSpec): CmsFile['format'] {
  if (/\.ya?ml$/.test(spec.path)) return 'yaml';
  if (spec.path.endsWith('.json')) return 'json';
  throw new CmsConfigError(`${spec.path}: the editor reads .yaml and .json content files only`);
}

function schemaNode(spec: ContentFileSpec): SchemaNode {
  try {
    return z.toJSONSchema(spec.schema, { io: 'input', reused: 'inline', cycles: 'throw' }) as SchemaNode;
  } catch (error) {
    throw new CmsConfigError(`${spec.path}: its schema has no editor form (${(error as Error).message})`);
  }
}

/**
 * One collection per content file: a file collection is the only place the editor shows a
 * description, and each file's hint belongs under its label.
 */
function collectionOf(spec: ContentFileSpec): CmsCollection {
  const fields = fieldsOf(schemaNode(spec), {
    where: spec.path,
    bilingual: spec.bilingual,
    insideShared: false,
  });
  const file: CmsFile = {
    name: spec.id,
    label: spec.label,
    file: spec.path,
    format: formatOf(spec),
    ...(spec.bilingual ? { i18n: true as const } : {}),
    fields,
  };
  return {
    name: spec.id,
    label: spec.label,
    description: spec.hint,
    ...(spec.bilingual ? { i18n: true as const } : {}),
    files: [file],
  };
}

export function generateCmsConfig(
  files: readonly ContentFileSpec[],
  options: CmsConfigOptions,
): Record<string, unknown> {
  const editable = files.filter((spec) => spec.editable);
  const ids = new Set<string>();
  for (const spec of editable) {
    if (ids.has(spec.id)) throw new CmsConfigError(`${spec.path}: the id ${spec.id} is used twice`);
    ids.add(spec.id);
  }
  return {
    backend: {
      name: 'github',
      repo: options.repo,
      branch: options.branch,
      base_url: options.siteUrl,
      auth_endpoint: 'cms/auth',
      // The relay asks GitHub for `repo` (server/cms/, decision 110): one login path, no pasted tokens.
      auth_methods: ['oauth'],
      auth_scope: 'repo',
    },
    // Every save opens or updates a pull request: CI checks it before anything reaches `branch`.
    publish_mode: 'editorial_workflow',
    site_url: options.siteUrl,
    media_folder: MEDIA_FOLDER,
    public_folder: PUBLIC_FOLDER,
    // Stock-photo services are remote: the /admin CSP would refuse them, so they are not offered.
    media_libraries: { stock_assets: { providers: [] } },
    i18n: { structure: 'single_file', locales: [...LOCALES], default_locale: 'it' },
    // The page preview: src/cms/preview/ registers a template per file, drawing the page with the
    // site's components and stylesheet (decision 156); its pane can show either language.
    editor: { preview: true },
    collections: editable.map(collectionOf),
  };
}
