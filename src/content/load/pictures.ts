import type { Locale } from '../../i18n/locales.ts';
import { IMAGE_PATH } from '../schema/fields.ts';
import type { ContentFileSpec } from '../schema/content-file-spec.ts';
import { fieldPath } from './issue-lines.ts';
import { readPictureSize, type PictureSize } from './image-size.ts';

/** Each picture path the content names, with its size once checked. */
export type PictureSizes = ReadonlyMap<string, PictureSize>;

/**
 * Finds every picture the content files name (a `src` under /images/) and checks each file once:
 * it exists, is not too heavy, is big enough, and its size can be read (decision 107).
 */
export function picturesIn(
  publicDir: string,
  files: readonly ContentFileSpec[],
  data: Readonly<Record<string, Readonly<Record<Locale, unknown>> | undefined>>,
): { sizes: PictureSizes; problems: string[] } {
  const sizes = new Map<string, PictureSize>();
  const refused = new Map<string, string>();
  const problems: string[] = [];
  for (const spec of files) {
    const languages = data[spec.id];
    if (!languages) continue;
    for (const [src, path] of sources(languages, [])) {
      if (!sizes.has(src) && !refused.has(src)) {
        const size = readPictureSize(publicDir, src);
        if (typeof size === 'string') refused.set(src, size);
        else sizes.set(src, size);
      }
      const reason = refused.get(src);
      if (reason !== undefined) problems.push(`${spec.path}: ${fieldPath(path)} ${reason}`);
    }
  }
  return { sizes, problems };
}

function* sources(value: unknown, path: PropertyKey[]): Generator<[string, PropertyKey[]]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* sources(item, [...path, index]);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'src' && typeof child === 'string' && IMAGE_PATH.test(child)) yield [child, [...path, key]];
      else yield* sources(child, [...path, key]);
    }
  }
}
