import { hubspotHosts, type HubspotRegion } from '../src/config/hubspot-hosts.ts';
import { displayName, loadSiteSettings, settingsFile } from '../src/config/settings/load.ts';

/**
 * Which HubSpot portal and data centre the server talks to (decision 100). The settings file
 * (site-settings.json, analytics) already names both for the tracking script and the hosted-form
 * link; the server's HUBSPOT_REGION and HUBSPOT_PORTAL_ID must agree with it, or the browser and
 * the server would speak to two different portals. Unset HUBSPOT_REGION is the settings file's.
 */
export interface PortalSettings {
  readonly file: string;
  readonly hubspotRegion: HubspotRegion;
  /** Undefined while the settings file still holds the sample value. */
  readonly hubspotPortalId: string | undefined;
}

/** The analytics group of the settings file the environment names (SITE_SETTINGS_FILE). */
export function portalSettingsOf(source: Readonly<Record<string, string | undefined>>): PortalSettings {
  const loaded = loadSiteSettings(settingsFile(source));
  const { hubspotRegion, hubspotPortalId } = loaded.settings.analytics;
  const sample = loaded.samples.includes('analytics.hubspotPortalId');
  return {
    file: displayName(loaded.file),
    hubspotRegion,
    hubspotPortalId: sample ? undefined : hubspotPortalId,
  };
}

export interface HubspotEnvInput {
  readonly HUBSPOT_REGION?: HubspotRegion | undefined;
  readonly HUBSPOT_PORTAL_ID?: string | undefined;
  readonly HUBSPOT_API_URL?: string | undefined;
  readonly HUBSPOT_SUBMIT_URL?: string | undefined;
}

export interface ResolvedHubspot {
  readonly HUBSPOT_REGION: HubspotRegion;
  /** The forms API: the region's host unless HUBSPOT_API_URL overrides it (tests, a proxy). */
  readonly HUBSPOT_API_URL: string;
  /** The submission API: the region's host unless HUBSPOT_SUBMIT_URL overrides it. */
  readonly HUBSPOT_SUBMIT_URL: string;
}

/** The hosts to call, or one line per disagreement with the settings file. */
export function resolveHubspot(
  env: HubspotEnvInput,
  settings: PortalSettings,
): { readonly ok: ResolvedHubspot } | { readonly errors: readonly string[] } {
  const errors: string[] = [];
  if (env.HUBSPOT_REGION !== undefined && env.HUBSPOT_REGION !== settings.hubspotRegion) {
    errors.push(
      `HUBSPOT_REGION is ${env.HUBSPOT_REGION} but ${settings.file} analytics.hubspotRegion is ${settings.hubspotRegion}: they must name the same data centre`,
    );
  }
  if (
    env.HUBSPOT_PORTAL_ID !== undefined &&
    settings.hubspotPortalId !== undefined &&
    env.HUBSPOT_PORTAL_ID !== settings.hubspotPortalId
  ) {
    errors.push(
      `HUBSPOT_PORTAL_ID is ${env.HUBSPOT_PORTAL_ID} but ${settings.file} analytics.hubspotPortalId is ${settings.hubspotPortalId}: they must name the same portal`,
    );
  }
  if (errors.length > 0) return { errors };
  const region = env.HUBSPOT_REGION ?? settings.hubspotRegion;
  const hosts = hubspotHosts(region);
  return {
    ok: {
      HUBSPOT_REGION: region,
      HUBSPOT_API_URL: env.HUBSPOT_API_URL ?? hosts.api,
      HUBSPOT_SUBMIT_URL: env.HUBSPOT_SUBMIT_URL ?? hosts.submit,
    },
  };
}
