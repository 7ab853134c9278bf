import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { z } from 'zod';
import type { SchemaNode } from '../../../src/cms/cms-fields.ts';
import { REPOSITORY_ROOT } from '../../../src/content/load/site-content.ts';
import type { ContentFileSpec } from '../../../src/content/schema/content-file-spec.ts';
import { LOCALES } from '../../../src/i18n/locales.ts';

/**
 * Every string field of every content file made hostile (decision 133), found by walking each
 * file's schema as the editor's configuration is generated from it (src/cms/cms-config.ts): the
 * JSON Schema zod writes, its `link` and `image` marks, enums and patterns. Text fields keep
 * their copy and gain the hostile values (so placeholders and parity still hold); link fields
 * become an address; pictures, colours and choices stay (their patterns refuse anything else).
 */
export const HOSTILE_TEXT = [
  '</script><script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '<!--',
  'line\u2028break',
  '{placeholder} {{title}} {constructor} {__proto__}',
] as const;
export const HOSTILE_SUFFIX = ` ${HOSTILE_TEXT.join(' ')}`;
/**
 * For a field that allows only listed placeholders (the terms: check:content refuses any other,
 * as it should), look-alikes of a listed one that are not placeholders.
 */
export const LOOK_ALIKE_SUFFIX = ` ${[...HOSTILE_TEXT.slice(0, -1), '{ product } {product'].join(' ')}`;

export type FieldKind = 'text' | 'link' | 'fixed';

/** What the walker does with a field: which kind it is, where, and the value it held. */
export interface Field {
  readonly file: string;
  /** As check:content names it: `it.items[1].link`. */
  readonly path: string;
  readonly kind: FieldKind;
}

function kindOf(node: SchemaNode & { pattern?: string; format?: string }): FieldKind {
  if (node.link === true) return 'link';
  if (
    node.image === true ||
    node.enum !== undefined ||
    node.pattern !== undefined ||
    node.format !== undefined
  )
    return 'fixed';
  return 'text';
}

const pathText = (path: readonly (string | number)[]) =>
  path
    .map((key, index) =>
      typeof key === 'number' ? `[${String(key + 1)}]` : `${index === 0 ? '' : '.'}${key}`,
    )
    .join('');

/** The value with every string field rewritten by `rewrite`, walked from `node`. */
function walk(
  node: SchemaNode,
  value: unknown,
  path: (string | number)[],
  visit: (kind: FieldKind, value: string, path: string) => string,
): unknown {
  if (typeof value === 'string' && node.type === 'string') return visit(kindOf(node), value, pathText(path));
  if (Array.isArray(value) && node.items)
    return value.map((item, index) => walk(node.items as SchemaNode, item, [...path, index], visit));
  if (typeof value === 'object' && value !== null && node.properties) {
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => {
        const childNode = node.properties?.[key];
        return [key, childNode ? walk(childNode, child, [...path, key], visit) : child];
      }),
    );
  }
  return value;
}

export interface HostileCopy {
  /** The folder SITE_CONTENT_DIR names. */
  readonly root: string;
  readonly fields: readonly Field[];
}

/**
 * A copy of the repository's content with every text field hostile and every link field set by
 * `linkValue`; the `file: path` pairs of `listedPlaceholdersOnly` get LOOK_ALIKE_SUFFIX.
 */
export function hostileContent(
  specs: readonly ContentFileSpec[],
  linkValue: (original: string) => string,
  listedPlaceholdersOnly: ReadonlySet<string> = new Set(),
): HostileCopy {
  const root = mkdtempSync(join(tmpdir(), 'hostile-content-'));
  cpSync(join(REPOSITORY_ROOT, 'content'), join(root, 'content'), { recursive: true });
  const fields: Field[] = [];
  for (const spec of specs) {
    const node = z.toJSONSchema(spec.schema, { io: 'input', unrepresentable: 'any' }) as SchemaNode;
    const data = parse(readFileSync(join(REPOSITORY_ROOT, spec.path), 'utf8')) as Record<string, unknown>;
    const languages = spec.bilingual ? LOCALES : [undefined];
    const result: Record<string, unknown> = { ...data };
    for (const locale of languages) {
      const source = locale === undefined ? data : data[locale];
      const rewritten = walk(node, source, locale === undefined ? [] : [locale], (kind, value, path) => {
        fields.push({ file: spec.path, path, kind });
        if (kind === 'text') {
          const listed = listedPlaceholdersOnly.has(`${spec.path}: ${path}`);
          return `${value}${listed ? LOOK_ALIKE_SUFFIX : HOSTILE_SUFFIX}`;
        }
        if (kind === 'link') return linkValue(value);
        return value;
      });
      if (locale === undefined) Object.assign(result, rewritten);
      else result[locale] = rewritten;
    }
    writeFileSync(join(root, spec.path), stringify(result));
  }
  return { root, fields };
}
