/**
 * Request paths compared as the resources they name: the server's editor gate and request log,
 * and the development server's editor page (src/cms/admin-dev.ts), must agree on what `/admin/` is
 * however it is spelt (decision 134).
 */
const UNRESERVED = /%(?:[46][1-9a-f]|[57][0-9a]|3\d|2d|2e|5f|7e)/gi;

/**
 * A request path as it names a resource (RFC 3986 §6.2.2): percent-encoded unreserved characters
 * decoded (`/%61dmin/` is `/admin/`), repeated slashes made one, `.` and `..` segments resolved
 * (`/admin/../admin/`). Other escapes stay as they are, so the result is still a valid path and a
 * redirect to it never loops.
 */
export function normalisedPath(path: string): string {
  const decoded = path.replace(UNRESERVED, (escape) =>
    String.fromCharCode(Number.parseInt(escape.slice(1), 16)),
  );
  const segments: string[] = [];
  const parts = decoded
    .split('/')
    .filter((segment, index, all) => segment !== '' || index === all.length - 1);
  for (const segment of parts) {
    if (segment === '.') continue;
    if (segment === '..') {
      segments.pop();
      continue;
    }
    segments.push(segment);
  }
  const last = parts.at(-1);
  const trailing = last === '' || last === '.' || last === '..';
  const joined = `/${segments.filter((segment) => segment !== '').join('/')}`;
  return trailing && joined !== '/' ? `${joined}/` : joined;
}
