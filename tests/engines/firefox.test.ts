import { launchFirefox } from './support/firefox.ts';
import { describeEngine } from './support/suite.ts';

/** Gecko: Debian's Firefox ESR (decision 112). Ports: ENGINES_PORT (4393) and the next. */
const port = Number(process.env['ENGINES_PORT'] ?? 4393);

describeEngine('firefox', port, (site, options) => launchFirefox(site.baseURL, options));
