/**
 * The consent head script's code (head-script.ts says what and why): a classic script in <head>,
 * run before the body is parsed. It reads no cookie: the server has marked the page when a valid
 * choice is stored (decision 122).
 */
import { ACTION_ATTRIBUTE, PENDING_ATTRIBUTE, SCRIPTS_ATTRIBUTE } from './banner-marks.ts';

const root = document.documentElement;
root.setAttribute(SCRIPTS_ATTRIBUTE, '');

// A banner button clicked before the consent island runs (which marks its own with preventDefault).
document.addEventListener('click', (event) => {
  if (event.defaultPrevented || !(event.target instanceof Element)) return;
  const action = event.target.closest(`[${ACTION_ATTRIBUTE}]`)?.getAttribute(ACTION_ATTRIBUTE);
  if (action) root.setAttribute(PENDING_ATTRIBUTE, action);
});
