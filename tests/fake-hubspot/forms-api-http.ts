import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FormShape } from './form-shapes.ts';

/** The form GET of each forms API: the shape it answers, and the form id in the path. */
const FORM_PATHS: readonly { readonly shape: FormShape; readonly pattern: RegExp }[] = [
  { shape: 'v2', pattern: /^\/forms\/v2\/forms\/([^/?]+)$/ },
  { shape: 'v3', pattern: /^\/marketing\/v3\/forms\/([^/?]+)$/ },
  { shape: 'v3', pattern: /^\/marketing\/forms\/\d{4}-\d{2}(?:-beta)?\/([^/?]+)$/ },
];

/** The form a GET path asks for, and in which shape; undefined for any other path. */
export function formRequest(path: string): { shape: FormShape; id: string } | undefined {
  for (const { shape, pattern } of FORM_PATHS) {
    const match = pattern.exec(path);
    if (match) return { shape, id: decodeURIComponent(match[1] ?? '') };
  }
  return undefined;
}

/** The v3 secure submit: POST to this path, with the portal and form ids in it. */
export const SUBMIT_PATH = /^\/submissions\/v3\/integration\/secure\/submit\/([^/]+)\/([^/?]+)$/;

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
    });
    request.on('end', () => {
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    request.on('error', reject);
  });
}

/** Writes a JSON answer; returns true ("answered") so handlers can `return send(...)`. */
export function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): true {
  response.writeHead(status, { 'content-type': 'application/json;charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
  return true;
}
