/**
 * `node scripts/finish-build.ts [dist]`: every step a build of the site needs after `astro build`,
 * in order. Every builder runs this one script (`npm run build`, build:launch, the benchmarks' variants,
 * the browser tests' region and editor builds), so a step added here reaches them all.
 */
import { makeRenditions } from './lib/make-renditions.ts';
import { precompress } from './lib/precompress.ts';

const dist = process.argv[2] ?? 'dist';
// Renditions first: they are files of the build like any other, and WebP is not compressed further.
console.log(`make-renditions: ${String(await makeRenditions(dist))} renditions made`);
console.log(`precompress: ${String(await precompress(dist))} files in ${dist}`);
