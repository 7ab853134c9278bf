import { CONTENT_FILES } from '../src/content/schema/content-files.ts';
import { contentRoot } from '../src/content/load/site-content.ts';
import { italianHash } from '../src/content/translations/freshness.ts';
import { readLock, writeLock, LOCK_PATH } from '../src/content/translations/lock-file.ts';
import { siteFreshness } from '../src/content/translations/site-freshness.ts';

/**
 * `npm run translations -- reviewed <file> [path]` (decision 154): records that the English of
 * every stale field of the file (or of the fields at and under `path`, `intro.title`,
 * `clauses[number=5]`) was checked against the Italian it now stands beside, in
 * content/translations.lock.json; commit that file with the change.
 */
const USAGE =
  'usage: npm run translations -- reviewed <file> [path]   e.g. reviewed content/pages/home.yaml intro.title';
const [command, file, rawPath] = process.argv.slice(2);
if (command !== 'reviewed' || file === undefined) {
  console.error(USAGE);
  process.exit(2);
}
const spec = CONTENT_FILES.find((candidate) => candidate.path === file.replace(/^\.\//, ''));
if (!spec) {
  console.error(
    `${file} is not a content file; one of:\n${CONTENT_FILES.map((entry) => `  ${entry.path}`).join('\n')}`,
  );
  process.exit(2);
}
const root = contentRoot();
const path = rawPath?.replace(/^(?:en|it)\./, '');
const under = (field: string) =>
  path === undefined || field === path || field.startsWith(`${path}.`) || field.startsWith(`${path}[`);
const lock = readLock(root);
const [report] = siteFreshness(root, [spec], lock);
const chosen = report?.stale.filter((field) => under(field.path)) ?? [];
if (!report || chosen.length === 0) {
  console.log(
    `${spec.path}: no stale English field${path === undefined ? '' : ` at or under ${path}`}; nothing recorded`,
  );
  process.exit(
    path === undefined || report?.fields.has(path) || [...(report?.fields.keys() ?? [])].some(under) ? 0 : 1,
  );
}
// Reviews of fields the file no longer has are dropped; the others stay.
const kept = Object.entries(lock[spec.path] ?? {}).filter(([field]) => report.fields.has(field));
const reviews = Object.fromEntries([
  ...kept,
  ...chosen.map((field) => [field.path, italianHash(field.it)] as const),
]);
writeLock(root, { ...lock, [spec.path]: reviews });
for (const field of chosen)
  console.log(`${spec.path}: en.${field.path} marked reviewed against it.${field.path}`);
console.log(`Recorded in ${LOCK_PATH}: commit it with the change.`);
