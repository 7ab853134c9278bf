import type { ImageRef } from '../../content/types.ts';

interface ContentImageProps {
  readonly image: ImageRef;
  readonly className: string;
  /** The page's largest paint (the landing pages' hero): load at once, at high priority. */
  readonly priority?: boolean;
  readonly draggable?: boolean;
}

/**
 * A content image with its intrinsic size (the browser reserves its box: no
 * layout shift) and its alt text; lazy unless it is the hero.
 */
export function ContentImage({ image, className, priority = false, draggable }: ContentImageProps) {
  return (
    <img
      className={className}
      src={image.src}
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
