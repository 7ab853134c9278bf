import { moduleIsland } from '../../lib/hydration/module-island.ts';
import { startPage } from './page-start.ts';

/**
 * Starts the page's own behaviour (header pinning, the banner's room, the start-up load with its
 * spinner): a module island on `client:queued` (decision 115), so that it runs once the browser is
 * idle. Not a module script in the page: that is fetched before the first paint, and Lighthouse's
 * simulation of a phone counts every request that starts then toward FCP and LCP (about 0.3–0.5 s
 * on the homepage, decision 035). Not a React island: React would load for it alone.
 */
if (typeof document !== 'undefined') startPage();

export default moduleIsland();
