/**
 * The consent head script's code (head-script.ts says what and why): a classic script in <head>,
 * run before the body is parsed. It applies readConsentRecord() itself, so the banner is hidden
 * before the first paint exactly when the consent island would hide it.
 */
import { ACTION_ATTRIBUTE, DECIDED_ATTRIBUTE, PENDING_ATTRIBUTE, SCRIPTS_ATTRIBUTE } from './banner-marks.ts';
import { readConsentRecord } from './consent-record.ts';

const root = document.documentElement;
root.setAttribute(SCRIPTS_ATTRIBUTE, '');
if (readConsentRecord(document.cookie, new Date(Date.now()))) root.setAttribute(DECIDED_ATTRIBUTE, '');

// A banner button clicked before the consent island runs (which marks its own with preventDefault).
document.addEventListener('click', (event) => {
  if (event.defaultPrevented || !(event.target instanceof Element)) return;
  const action = event.target.closest(`[${ACTION_ATTRIBUTE}]`)?.getAttribute(ACTION_ATTRIBUTE);
  if (action) root.setAttribute(PENDING_ATTRIBUTE, action);
});
