import { DECIDED_ATTRIBUTE } from '../../src/components/consent/banner-marks.ts';
import { readConsentRecord } from '../../src/components/consent/consent-record.ts';
import { compressDocument, type CachedDocument } from './document-cache.ts';

/**
 * A page in the two forms the server sends (decision 122): as built, and marked as decided when
 * the request's `consent` cookie holds a choice readConsentRecord() accepts, so that the CSS hides
 * the banner from the first paint. The page then reads no cookie before it paints:
 * `document.cookie` is a synchronous round trip to the browser's network service, which is
 * busiest exactly while the page's first bytes are parsed (14–26 ms at full speed in traces of
 * this site).
 */
export interface ConsentVariants {
  readonly open: CachedDocument;
  readonly decided: CachedDocument;
}

const HTML_START_TAG = /<html(?=[\s>])/i;

/** The page's HTML with `<html>` marked as decided. */
export function markDecided(html: string): string {
  if (!HTML_START_TAG.test(html))
    throw new Error('a page without an <html> start tag cannot carry the consent mark');
  return html.replace(HTML_START_TAG, (tag) => `${tag} ${DECIDED_ATTRIBUTE}`);
}

export function consentVariants(html: string, contentType: string): ConsentVariants {
  return {
    open: compressDocument(html, contentType),
    decided: compressDocument(markDecided(html), contentType),
  };
}

/** The form for this request: by its Cookie header, on the server's clock. */
export function variantFor(
  variants: ConsentVariants,
  cookieHeader: string | undefined,
  now: Date,
): CachedDocument {
  return readConsentRecord(cookieHeader ?? '', now) ? variants.decided : variants.open;
}
