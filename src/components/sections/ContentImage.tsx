import type { ImageRef } from '../../content/types.ts';
import { hasRenditions, renditionSrcset, renditionUrl, renditionWidth } from '../../lib/images/renditions.ts';
import { isSiteBuild } from '../../lib/site-build/site-build.ts';

interface ContentImageProps {
  readonly image: ImageRef;
  readonly className: string;
  /** The page's largest paint (the landing pages' hero): load at once, at high priority. */
  readonly priority?: boolean;
  readonly draggable?: boolean;
  /**
   * How wide the layout shows the picture, as an `<img sizes>`: given, a rendered picture is also
   * offered in narrower widths, and the browser picks the one the screen needs (decision 126).
   */
  readonly sizes?: string;
}

/**
 * A content image with its intrinsic size (the browser reserves its box: no
 * layout shift) and its alt text; lazy unless it is the hero. An SVG picture of
 * ours is shown as its WebP rendition, made at build (decision 121), except the
 * hero, whose SVG is a few hundred bytes on the way to the largest paint; the
 * development server, which makes no renditions, shows the SVG (isSiteBuild).
 */
export function ContentImage({ image, className, priority = false, draggable, sizes }: ContentImageProps) {
  const rendered = !priority && isSiteBuild() && hasRenditions(image.src);
  const responsive = rendered && sizes !== undefined;
  return (
    <img
      className={className}
      src={rendered ? renditionUrl(image.src, renditionWidth(image.width)) : image.src}
      srcSet={responsive ? renditionSrcset(image.src, image.width) : undefined}
      sizes={responsive ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      draggable={draggable}
    />
  );
}
