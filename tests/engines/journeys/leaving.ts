import { CONFIG_URL } from '../../../src/components/page-start/boot.ts';
import { expectNoPageErrors, type Journey } from './journey.ts';

/**
 * A visitor who leaves a page while its start-up is still loading the configuration sees no error
 * logged for the cut-off request. Firefox cuts it off when the navigation starts, before
 * `pagehide` (page-leaving.ts); the other engines after it.
 */
export const leavingJourneys: Journey[] = [
  {
    name: 'leaving a page while start-up still loads logs no error',
    async run(session, site) {
      // A first visit: a browser that has the configuration (kept 5 minutes) does not ask for it.
      await session.clearCookies();
      const held = site.hold(CONFIG_URL);
      try {
        await session.open('/it/sostenibilita');
        // Start-up has asked for the configuration: the request is out, unanswered.
        await held.arrived;
        await session.open('/en/sustainability');
        await expectNoPageErrors(session, 'the next page, after leaving one during start-up');
      } finally {
        held.release();
      }
    },
  },
];
