import { hostedFormUrl } from '../../src/forms/hosted-form.ts';
import { reach, reachProblem } from './reachability.ts';
import { terminalSafe } from './terminal-safe.ts';

/**
 * The part of `npm run hubspot -- check` that leaves the forms API (decision 106): each contact
 * form's hosted-form link (the operator's from site-settings.json, else the built one) and the
 * submission host, requested once each. A link must answer (404 is a link HubSpot does not know);
 * the submission host must only be reachable: what it answers a plain GET says nothing.
 */
export interface ReachReport {
  readonly lines: readonly string[];
  readonly problems: number;
}

export async function reachReport(
  formIds: readonly string[],
  submitUrl: string,
  options: { readonly fetch?: typeof fetch; readonly timeoutMs: number },
): Promise<ReachReport> {
  const lines: string[] = [];
  let problems = 0;
  for (const link of new Set(formIds.map((formId) => hostedFormUrl(formId)))) {
    const problem = reachProblem(await reach(link, options), true);
    if (problem) problems++;
    lines.push(
      problem
        ? `BROKEN LINK: hosted form ${terminalSafe(link)}: ${terminalSafe(problem)}; set the form's share link from HubSpot in site-settings.json (contactFormLinks)`
        : `hosted form ${terminalSafe(link)}: answers`,
    );
  }
  const host = new URL(submitUrl).origin;
  const problem = reachProblem(await reach(`${host}/`, options), false);
  if (problem) problems++;
  lines.push(
    problem
      ? `STOPS LEADS: submission host ${terminalSafe(host)}: ${terminalSafe(problem)}`
      : `submission host ${terminalSafe(host)}: reachable`,
  );
  return { lines, problems };
}
