import { REVEALED_ATTRIBUTE } from '../../components/lateral-banner/lateral-banner.ts';

/** A picture as Sveltia's getAsset() gives it: its address (blob: once read) and a way to read it. */
export interface EditorAsset {
  toString(): string;
  toBase64(): Promise<string>;
}

/**
 * The page's markup made ready for the pane, on an inert <template> of the pane's document (the
 * markup is parsed, never run, and text stays text). Each picture of the site (`/images/…`) points
 * at the editor's copy of it: the editor's origin serves no pictures, and a picture chosen in the
 * editor exists only there (as a blob: address). A picture `resolve` has no address for yet has
 * none in the markup (no request that would fail) until the template draws again.
 */
export function paneMarkup(
  markup: string,
  document: Document,
  resolve: (src: string) => string | undefined,
): string {
  const template = document.createElement('template');
  template.innerHTML = markup;
  // React hoists a preload of each high-priority picture: the page's head would fetch it; here
  // the picture comes from the editor, so the preload would only ask this origin for a 404.
  for (const link of template.content.querySelectorAll('link')) link.remove();
  for (const image of template.content.querySelectorAll('img')) {
    const src = image.getAttribute('src') ?? '';
    image.removeAttribute('srcset');
    if (!src.startsWith('/images/')) continue;
    // The file the page names, kept beside the editor's address for whoever reads the pane.
    image.setAttribute('data-picture', src);
    const address = resolve(src);
    if (address === undefined) image.removeAttribute('src');
    else image.setAttribute('src', address);
  }
  // The lateral banner is shown as the page shows it once scrolled to: its script does not run here.
  for (const banner of template.content.querySelectorAll('.lateral-banner')) {
    banner.setAttribute(REVEALED_ATTRIBUTE, '');
  }
  return template.innerHTML;
}
