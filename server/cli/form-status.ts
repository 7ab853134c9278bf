import { CONTACT_FORM_IDS } from '../../src/forms/contact-form.ts';
import type { Env } from '../env.ts';
import { loadEmbeddedForms } from '../hubspot/embedded-forms.ts';
import { formReport, type FormReport } from '../hubspot/form-problems.ts';
import { formSnapshotsOf } from '../open-database.ts';
import type { LeadStore } from '../outbox/store.ts';

/** A form the server serves: what its definition says, or that no copy has been saved yet. */
export type FormStatus = FormReport | { readonly formId: string; readonly missing: true };

/**
 * The definitions the server works with, read where it keeps them, with no server running: the
 * embedded ones without HubSpot credentials, else the last good copy of each contact form the
 * server saved (DATA_DIR/forms/, or PostgreSQL's form_snapshots beside the outbox).
 */
export async function formStatuses(
  env: Pick<Env, 'HUBSPOT_ACCESS_TOKEN' | 'HUBSPOT_PORTAL_ID'>,
  store: LeadStore,
  dataDir: string,
): Promise<FormStatus[]> {
  const { HUBSPOT_ACCESS_TOKEN: accessToken, HUBSPOT_PORTAL_ID: portalId } = env;
  if (accessToken === undefined || portalId === undefined) {
    return [...(await loadEmbeddedForms()).values()].map((form) => formReport(form.id, form.definition));
  }
  const snapshots = formSnapshotsOf(store, dataDir, { accessToken, portalId });
  return Promise.all(
    Object.values(CONTACT_FORM_IDS).map(async (formId): Promise<FormStatus> => {
      const form = await snapshots.load(formId);
      return form ? formReport(formId, form.definition) : { formId, missing: true };
    }),
  );
}

/** One line per problem, per form never loaded, or one line saying nothing stops leads. */
export function formStatusLines(statuses: readonly FormStatus[]): string[] {
  const lines = statuses.flatMap((status) =>
    'missing' in status
      ? [`form ${status.formId}: no saved copy yet (the server has not loaded it from HubSpot)`]
      : status.problems.map((problem) => `form "${status.form}" (${status.formId}): ${problem.message}`),
  );
  return lines.length > 0
    ? lines
    : [`forms: ${String(statuses.length)} checked, nothing in them stops leads`];
}
