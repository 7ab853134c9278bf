import { readFileSync } from 'node:fs';
import { CONTACT_FORM_IDS } from '../../../src/forms/contact-form.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { IMPLICIT_OPTIONS, withConsentOptions } from '../../fixtures/consent-modes.ts';
import type { FakeHubspot } from '../../fake-hubspot/fake-hubspot.ts';
import { startPortal } from '../../support/portal-server.ts';
import { HeldRequests, type HeldRequest } from './held-requests.ts';
import { startProbeProxy } from './probe.ts';

/**
 * The site as the engine journeys visit it: the production server on the built dist/ delivering
 * leads to the fake HubSpot (tests/support/portal-server.ts), behind the probe proxy
 * (tests/engines/support/probe.ts). The Italian contact form asks for explicit consent to process
 * (the embedded definition), the English one is the same form with implicit consent.
 */
export interface Site {
  /** The address browsers use: the proxy. */
  readonly baseURL: string;
  readonly fake: FakeHubspot;
  /** Which consent to process each language's contact form asks. */
  readonly consent: Readonly<Record<Locale, 'explicit' | 'implicit'>>;
  /** Keeps the next request for `path` unanswered until released (held-requests.ts). */
  hold(path: string): HeldRequest;
  stop(): Promise<void>;
}

type Definition = { metaData: { name: string; value: string }[] } & Record<string, unknown>;
const embedded = (locale: Locale): Definition =>
  JSON.parse(
    readFileSync(`server/hubspot/embedded-forms/${CONTACT_FORM_IDS[locale]}.json`, 'utf8'),
  ) as Definition;

/** Starts the site with its proxy on `port` and the server on `port + 1`. */
export async function startSite(port: number): Promise<Site> {
  const forms = new Map<string, Record<string, unknown>>([
    [CONTACT_FORM_IDS.it, embedded('it')],
    [CONTACT_FORM_IDS.en, withConsentOptions(embedded('en'), IMPLICIT_OPTIONS)],
  ]);
  const baseURL = `http://127.0.0.1:${String(port)}`;
  const portal = await startPortal('v2', forms, { port: port + 1, publicURL: baseURL });
  const held = new HeldRequests();
  const proxy = await startProbeProxy(port, portal.baseURL, held).catch(async (error: unknown) => {
    await portal.stop();
    throw error;
  });
  return {
    baseURL,
    fake: portal.fake,
    consent: { it: 'explicit', en: 'implicit' },
    hold: (path) => held.hold(path),
    async stop() {
      await new Promise((resolve) => proxy.close(resolve));
      await portal.stop();
    },
  };
}
