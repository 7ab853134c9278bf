import { ContentError, checkContent } from '../src/content/load/site-content.ts';

/**
 * Checks every content file before the build and the type check (decision 107): one line per
 * problem, naming the file, the field and what is expected, and exit 1 — no stack trace, since the
 * people who read these lines edit copy, not code.
 */
try {
  checkContent();
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  for (const line of error.problems) console.error(line);
  console.error(
    `\nThe site was not built: fix the ${error.problems.length === 1 ? 'problem' : 'problems'} above.`,
  );
  process.exit(1);
}
