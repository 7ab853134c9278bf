/**
 * The HubSpot CLI (docs/requirements.md R15.7): `npm run hubspot -- check`, run by an operator
 * before launch and after any change to a form in HubSpot. It reads each configured contact form
 * from the configured portal with the configured token, forms API (HUBSPOT_FORMS_API) and host,
 * through the server's own fetch and mapping, and prints what the site will do with it. Exit
 * code 1 when anything would stop leads, 2 on a usage error.
 */
import { parseArgs } from 'node:util';
import { hubspotHosts } from '../../src/config/hubspot-hosts.ts';
import { EnvError, loadEnv, type Env } from '../env.ts';
import { checkEmbeddedForms, checkRemoteForms } from './form-check.ts';
import { formCheckReport } from './form-check-lines.ts';
import { reachReport } from './reach-check.ts';
import type { CliIo } from './leads.ts';
import { terminalSafe } from './terminal-safe.ts';

export const HUBSPOT_USAGE = `usage: npm run hubspot -- <command>
  check   read each contact form from HubSpot as the server does; say what the site will do
          with it and exit 1 on anything that would stop leads`;

/**
 * The data centre and the two hosts the server calls (decision 100): the region's own, or the
 * override that replaced it, so an operator sees which one a failed read or a refused lead met.
 */
export function regionLine(
  env: Pick<Env, 'HUBSPOT_REGION' | 'HUBSPOT_API_URL' | 'HUBSPOT_SUBMIT_URL'>,
): string {
  const hosts = hubspotHosts(env.HUBSPOT_REGION);
  const origin = (url: string, regional: string, override: string) =>
    `${terminalSafe(url)}${url === regional ? '' : ` (${override}, not the region's ${regional})`}`;
  return [
    `Region ${env.HUBSPOT_REGION}:`,
    `forms read from ${origin(env.HUBSPOT_API_URL, hosts.api, 'HUBSPOT_API_URL')},`,
    `leads sent to ${origin(env.HUBSPOT_SUBMIT_URL, hosts.submit, 'HUBSPOT_SUBMIT_URL')}`,
  ].join(' ');
}

/** `fetch`: what the reachability requests go through (tests answer them without the network). */
export async function runHubspotCli(
  argv: readonly string[],
  io: CliIo,
  options: { readonly fetch?: typeof fetch } = {},
): Promise<number> {
  let positionals: string[];
  try {
    ({ positionals } = parseArgs({ args: [...argv], allowPositionals: true, options: {} }));
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n${HUBSPOT_USAGE}`);
    return 2;
  }
  const [command] = positionals;
  if (command !== 'check') {
    io.err(
      command === undefined ? HUBSPOT_USAGE : `unknown command ${terminalSafe(command)}\n${HUBSPOT_USAGE}`,
    );
    return 2;
  }
  let env;
  try {
    env = loadEnv(io.env);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    io.err(error.message);
    return 1;
  }
  const { HUBSPOT_ACCESS_TOKEN: accessToken, HUBSPOT_PORTAL_ID: portalId } = env;
  let checks;
  if (accessToken === undefined || portalId === undefined) {
    io.out(
      'No HUBSPOT_ACCESS_TOKEN and HUBSPOT_PORTAL_ID: checking the embedded definitions only (what the site serves without HubSpot).',
    );
    checks = await checkEmbeddedForms();
  } else {
    io.out(`Portal ${portalId}, forms API ${env.HUBSPOT_FORMS_API} at ${terminalSafe(env.HUBSPOT_API_URL)}`);
    io.out(regionLine(env));
    checks = await checkRemoteForms({
      ...env,
      HUBSPOT_ACCESS_TOKEN: accessToken,
      HUBSPOT_PORTAL_ID: portalId,
    });
  }
  let blocking = 0;
  for (const check of checks) {
    const report = formCheckReport(check);
    io.out(report.lines.join('\n'));
    blocking += report.blocking.length;
  }
  // HubSpot checks the token and its scopes before it looks the form up: a 404 is an answer too.
  const answered = checks.some((check) => check.kind === 'read' || check.kind === 'not-found');
  if (accessToken !== undefined && answered) io.out('token: can read forms');
  if (accessToken !== undefined) {
    // Before launch, not at the first lead: the hosted-form links and the host leads go to.
    const reached = await reachReport(
      checks.map((check) => check.formId),
      env.HUBSPOT_SUBMIT_URL,
      { timeoutMs: env.HUBSPOT_TIMEOUT_MS, ...(options.fetch ? { fetch: options.fetch } : {}) },
    );
    io.out(reached.lines.join('\n'));
    blocking += reached.problems;
  }
  io.out(
    blocking === 0
      ? `OK: ${String(checks.length)} form(s) checked, nothing stops leads`
      : `NOT READY: ${String(blocking)} problem(s) would stop leads (lines marked STOPS LEADS or BROKEN LINK)`,
  );
  return blocking === 0 ? 0 : 1;
}

if (import.meta.main) {
  process.exitCode = await runHubspotCli(process.argv.slice(2), {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    env: process.env,
  });
}
