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
  // By file and minimum: the same file may be big enough for one slot and too small for another.
  const checked = new Map<string, PictureSize | string>();
  const problems: string[] = [];
  for (const spec of files) {
    const languages = data[spec.id];
    if (!languages) continue;
    for (const [src, path] of sources(languages, [])) {
      const min = minimumFor(spec, path);
      const key = `${src} ${String(min?.width)}×${String(min?.height)}`;
      if (!checked.has(key)) checked.set(key, readPictureSize(publicDir, src, min));
      const result = checked.get(key);
      if (typeof result === 'string') problems.push(`${spec.path}: ${fieldPath(path)} ${result}`);
      else if (result) sizes.set(src, result);
    }
  }
  return { sizes, problems };
}

/** The slot's minimum when the file declares one for the key holding the picture (`main.src`). */
function minimumFor(spec: ContentFileSpec, path: readonly PropertyKey[]): PictureSize | undefined {
  const slot = path.at(-2);
  return typeof slot === 'string' ? spec.pictureMinimum?.[slot] : undefined;
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
