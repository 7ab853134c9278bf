import { consentJourneys } from './consent.ts';
import { contactJourneys } from './contact.ts';
import { footerAndLanguageJourneys } from './footer-language.ts';
import { headerJourneys } from './header.ts';
import type { Journey } from './journey.ts';
import { leavingJourneys } from './leaving.ts';
import { motionAndMediaJourneys } from './motion-media.ts';
import { pageJourneys } from './pages.ts';

/** Every journey each engine runs (decision 112). */
export const JOURNEYS: readonly Journey[] = [
  ...pageJourneys,
  ...consentJourneys,
  ...contactJourneys,
  ...footerAndLanguageJourneys,
  ...headerJourneys,
  ...motionAndMediaJourneys,
  ...leavingJourneys,
];
