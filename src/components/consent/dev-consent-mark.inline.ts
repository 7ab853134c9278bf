/**
 * On the development server only (head-script.ts): what the site's server does for every page it
 * sends (decision 122), done by the page, since Astro's development server cannot. It applies
 * readConsentRecord() to the stored cookie and marks <html> when the choice is valid, so the
 * banner is hidden from the first paint there too.
 */
import { DECIDED_ATTRIBUTE } from './banner-marks.ts';
import { readConsentRecord } from './consent-record.ts';

if (readConsentRecord(document.cookie, new Date(Date.now())))
  document.documentElement.setAttribute(DECIDED_ATTRIBUTE, '');
