import { displayName, loadSiteSettings, type LoadedSettings } from '../../src/config/settings/load.ts';

/**
 * What stands between the settings file and a launch (decision 094): the fields still holding
 * sample data, by path. `npm run check:launch` prints it; `npm run build:launch` refuses to build
 * while it is not empty.
 */
export interface LaunchGate {
  readonly ready: boolean;
  /** Lines to print: the file, then one field path a line. */
  readonly report: readonly string[];
}

export function launchGate({ file, samples }: Pick<LoadedSettings, 'file' | 'samples'>): LaunchGate {
  const name = displayName(file);
  if (samples.length === 0) return { ready: true, report: [`${name}: no sample values`] };
  return {
    ready: false,
    report: [
      `${name}: ${String(samples.length)} sample value${samples.length === 1 ? '' : 's'} to replace:`,
      ...samples.map((path) => `  ${path}`),
      `Replace each { "sample": … } with the real value (README, "Going live").`,
    ],
  };
}

/** The gate of the settings file in use (SITE_SETTINGS_FILE or site-settings.json). */
export function currentLaunchGate(): LaunchGate {
  return launchGate(loadSiteSettings());
}
