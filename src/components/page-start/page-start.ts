import { $isLoading } from '../../lib/app-store.ts';
import { boot } from './boot.ts';
import { pinHeaderOnScroll, SITE_HEADER_ID } from '../header/header-scroll.ts';
import { startConsent } from '../consent/start-consent.ts';
import { markFormPopupLinks } from '../form-popup/form-popup-links.ts';

/** Set on <html> once the start-up load has ended (what tests and styles can wait for). */
export const STARTED_ATTRIBUTE = 'data-started';

/** The prerendered start-up spinner (invisible until a start-up load runs). */
export const STARTUP_LOADER_SELECTOR = '[data-startup-loader]';

/** On the loader while a start-up load runs; global.css shows it only then. */
export const LOADING_ATTRIBUTE = 'data-loading';

/**
 * Shows the spinner exactly while the loader flag is set (docs/requirements.md R1.9). Returns the
 * cleanup.
 */
export function showWhileLoading(loader: HTMLElement): () => void {
  return $isLoading.subscribe((loading) => {
    loader.toggleAttribute(LOADING_ATTRIBUTE, loading);
  });
}

/**
 * What every page does once the browser is idle after loading it (started by
 * the PageStart island): the fixed-header behaviour, the consent banner and
 * the tracking script its choice grants (start-consent.ts, decision 115), the
 * form-popup links' dialog role, and the start-up load (the configuration)
 * with its spinner. Plain DOM code: none of it
 * renders anything a framework would manage. The language a visitor switches to
 * is remembered by the server, which sees every visit (decision 072).
 */
export function startPage(doc: Document = document): void {
  const header = doc.getElementById(SITE_HEADER_ID);
  if (header) pinHeaderOnScroll(header, doc.defaultView ?? window);
  startConsent(doc);
  markFormPopupLinks(doc);
  const loader = doc.querySelector<HTMLElement>(STARTUP_LOADER_SELECTOR);
  if (loader) showWhileLoading(loader);
  // No deferral here: the PageStart island calling this already starts once the browser is idle.
  void boot(doc.location.hostname).then(() => {
    doc.documentElement.toggleAttribute(STARTED_ATTRIBUTE, true);
  });
}
