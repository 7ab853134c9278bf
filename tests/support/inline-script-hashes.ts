import { createHash } from 'node:crypto';

/**
 * The CSP hash sources of the executable inline scripts a document holds, read from its HTML:
 * how a test checks that a page we wrote (the login callback) is allowed by the policy it is sent
 * with, and how the benchmark lists an earlier build's scripts. The server never allows a page's
 * scripts this way: it reads the list the build made from our sources (decision 133).
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
