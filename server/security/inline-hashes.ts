import { createHash } from 'node:crypto';

/**
 * CSP hash sources for the inline scripts of our own prerendered pages
 * (Astro's island bootstrap), computed at start from the exact HTML the server
 * sends, so no inline script needs 'unsafe-inline'. A regular expression is
 * enough here: the input is our own build output, and a script element's text
 * cannot contain "</script".
 */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** Types the browser does not execute (JSON-LD and other data blocks): CSP does not apply. */
function isExecutable(attributes: string): boolean {
  if (/\bsrc\s*=/i.test(attributes)) return false;
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return (
    type === undefined || type === 'module' || type === 'text/javascript' || type === 'application/javascript'
  );
}

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(SCRIPT)) {
    const [, attributes = '', body = ''] = match;
    if (!isExecutable(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The hash sources of every document, each once, in a stable order. */
export function inlineScriptHashesOf(documents: Iterable<string>): string[] {
  const all = new Set<string>();
  for (const html of documents) for (const hash of inlineScriptHashes(html)) all.add(hash);
  return [...all].sort();
}
