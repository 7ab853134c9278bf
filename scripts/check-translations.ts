import { contentRoot } from '../src/content/load/site-content.ts';
import { freshnessLines, siteFreshness, staleContracts } from '../src/content/translations/site-freshness.ts';

/**
 * `npm run check:translations` (decision 154): every English field older than its Italian, one a
 * line naming the file, the path and the values, and the items the last change moved. A stale
 * translation is a task, not an error: exit 0, unless a contract (the terms) has one, which the
 * build refuses. `--contracts` (what the build runs) prints only that refusal.
 */
const report = siteFreshness(contentRoot());
const contracts = staleContracts(report);
if (!process.argv.includes('--contracts')) for (const line of freshnessLines(report)) console.log(line);
if (contracts.length > 0) {
  if (process.argv.includes('--contracts')) for (const line of freshnessLines(contracts)) console.error(line);
  for (const { spec } of contracts) {
    console.error(
      `\n${spec.path} is a contract: its English must say what the current Italian says before the site is built.` +
        ` Update the English (and the version line), or, once checked, \`npm run translations -- reviewed ${spec.path}\`.`,
    );
  }
  process.exit(1);
}
