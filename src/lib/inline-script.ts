import { resolve } from 'node:path';
import { build, type Rolldown } from 'vite';

/**
 * Builds a classic inline script from a TypeScript entry: its imports bundled in, wrapped in a
 * function so nothing leaks into the page's globals, minified. Used at build time by the modules
 * that put a script in the HTML (the consent head script, the lateral banner's reveal script), so
 * the rules such a script applies are written once, in the TypeScript the islands also import.
 * `entry` is relative to the project root (builds and tests run there).
 * The server's CSP allows the result by hash, computed from the HTML it sends
 * (server/security/inline-hashes.ts).
 */
export async function inlineScript(entry: string): Promise<string> {
  const result = await build({
    configFile: false,
    envFile: false,
    publicDir: false,
    logLevel: 'silent',
    build: {
      write: false,
      emptyOutDir: false,
      minify: true,
      lib: { entry: resolve(entry), formats: ['iife'], name: 'inlineScript' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((item) => item.type === 'chunk');
  if (chunks.length !== 1 || !chunks[0])
    throw new Error(`${entry}: expected one chunk, got ${String(chunks.length)}`);
  return chunks[0].code.trim();
}
