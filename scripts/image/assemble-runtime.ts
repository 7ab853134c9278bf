import { cpSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { NOT_SHIPPED, prunePackages, runtimeFiles, runtimeProblems } from './runtime-files.ts';

/**
 * `node scripts/image/assemble-runtime.ts <out> <production node_modules>`: the Containerfile's
 * build stage lays out the image's /app in <out> (decision 160): the files the server imports
 * (runtime-files.ts), the built site from `dist/` and the production packages, with no source
 * map, no test file and no package's test folder among them. Exit 1, copying nothing, when the
 * server imports test code or a package that is not a production dependency: the image would
 * fail at run time (or carry a development tool).
 */

const [out, modules] = process.argv.slice(2);
if (out === undefined || modules === undefined) {
  console.error('usage: node scripts/image/assemble-runtime.ts <out> <production node_modules>');
  process.exit(2);
}
const root = process.cwd();
const found = runtimeFiles(root);
const problems = runtimeProblems(root, found);
if (problems.length > 0) {
  console.error(['The image would not run as built:', ...problems].join('\n  '));
  process.exit(1);
}
for (const file of found.files) {
  mkdirSync(dirname(join(out, file)), { recursive: true });
  cpSync(join(root, file), join(out, file));
}
cpSync(join(root, 'dist'), join(out, 'dist'), {
  recursive: true,
  filter: (source) => !NOT_SHIPPED.test(source),
});
cpSync(modules, join(out, 'node_modules'), { recursive: true, verbatimSymlinks: true });
prunePackages(join(out, 'node_modules'));
console.log(
  `assemble-runtime: ${String(found.files.length)} server files, dist/ and ${String(found.packages.length)} imported packages in ${out}`,
);
