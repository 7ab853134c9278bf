import { describeEngine } from './support/suite.ts';
import { launchWebKit } from './support/webkit.ts';

/**
 * WebKit: Debian's WebKitGTK MiniBrowser (decision 112). Ports: ENGINES_PORT + 2 and + 3 for the
 * site, + 4 and + 5 for the drivers (the normal and the reduced-motion browser).
 */
const port = Number(process.env['ENGINES_PORT'] ?? 4393) + 2;

describeEngine('webkit', port, (site, options) =>
  launchWebKit(site.baseURL, port + (options.reducedMotion ? 3 : 2), options),
);
