/**
 * `node scripts/finish-build.ts [dist]`: every step a build of the site needs after `astro build`,
 * in order. Every builder runs this one script (`npm run build`, build:launch, the benchmarks' variants,
 * the browser tests' region and editor builds), so a step added here reaches them all.
 */
import { makeRenditions } from './lib/make-renditions.ts';
import { checkPageScripts } from './lib/page-scripts.ts';
import { precompress } from './lib/precompress.ts';

const dist = process.argv[2] ?? 'dist';
// First: a page running a script our code did not write is not finished, whatever else it holds.
const scripts = await checkPageScripts(dist);
if (scripts.problems.length > 0) {
  for (const line of scripts.problems) console.error(line);
  console.error(
    '\nThe build is refused: its pages must run only the inline scripts the site writes (decision 133).',
  );
  process.exit(1);
}
console.log(`page-scripts: ${String(scripts.pages)} pages run only the listed inline scripts`);
// Renditions first: they are files of the build like any other, and WebP is not compressed further.
console.log(`make-renditions: ${String(await makeRenditions(dist))} renditions made`);
console.log(`precompress: ${String(await precompress(dist))} files in ${dist}`);
