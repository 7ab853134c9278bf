import { LEAD_STATES, isLeadState, type Lead } from '../outbox/lead.ts';
import { purgeExpired } from '../outbox/retention.ts';
import type { LeadStore } from '../outbox/store.ts';
import { CSV_DELIMITERS, toCsv, type CsvDelimiter } from './csv.ts';
import { errorSummary, fieldsOf, isoTime, personOf } from './lead-view.ts';
import { terminalSafe } from './terminal-safe.ts';
import { formatTable } from './table.ts';
import type { FormStatus } from './form-status.ts';

export interface CommandContext {
  readonly store: LeadStore;
  readonly out: (text: string) => void;
  readonly now: number;
  readonly retentionDays: number;
  readonly maxAgeDays: number;
  /** CONSENT_RETENTION_DAYS: how long a purged lead's consent record stays. */
  readonly consentRetentionDays: number;
  /** The forms' definitions as the server last loaded them (form-status.ts), for `status`. */
  readonly forms?: () => Promise<readonly FormStatus[]>;
}

export class UsageError extends Error {
  override name = 'UsageError';
}

const PAGE = 10_000;

function stateOption(value: string | undefined): Lead['state'] | undefined {
  if (value === undefined) return undefined;
  if (!isLeadState(value)) throw new UsageError(`--state must be one of ${LEAD_STATES.join(', ')}`);
  return value;
}

function countOption(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw new UsageError(`${name} must be a whole number`);
  return Number(value);
}

async function allLeads(store: LeadStore, state: Lead['state'] | undefined): Promise<Lead[]> {
  const leads: Lead[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await store.list({ state, limit: PAGE, offset });
    leads.push(...page);
    if (page.length < PAGE) return leads;
  }
}

export async function list(
  context: CommandContext,
  options: { state?: string; limit?: string },
): Promise<void> {
  const leads = await context.store.list({
    state: stateOption(options.state),
    limit: countOption(options.limit, '--limit', 100),
  });
  const counts = await context.store.counts();
  context.out(
    formatTable(
      ['id', 'state', 'created', 'lang', 'email', 'name', 'company', 'tries', 'last error'],
      leads.map((lead) => {
        const fields = fieldsOf(lead);
        return [
          lead.id,
          lead.state,
          isoTime(lead.createdAt),
          lead.consent.language,
          fields['email'] ?? '',
          personOf(lead),
          fields['company'] ?? '',
          String(lead.attempts),
          errorSummary(lead),
        ];
      }),
      60,
    ),
  );
  context.out(`\n${LEAD_STATES.map((state) => `${state}: ${String(counts[state])}`).join('  ')}`);
}

export async function show(context: CommandContext, id: string | undefined): Promise<void> {
  if (!id) throw new UsageError('show needs a lead id');
  const lead = await context.store.get(id);
  if (!lead) throw new UsageError(`no lead ${id}`);
  // JSON escapes C0 controls itself; terminalSafe writes the rest as JSON's own \uXXXX escapes.
  context.out(
    terminalSafe(
      JSON.stringify(
        { ...lead, createdAt: isoTime(lead.createdAt), deliveredAt: isoTime(lead.deliveredAt) },
        null,
        2,
      ),
      '\n',
    ),
  );
}

/** `--delimiter`: `,` (the default) or `;`, which Excel in an Italian locale splits cells at. */
function delimiterOption(raw: string | undefined): CsvDelimiter {
  if (raw === undefined) return ',';
  const found = CSV_DELIMITERS.find((delimiter) => delimiter === raw);
  if (!found) throw new UsageError(`--delimiter must be , or ; (got ${JSON.stringify(raw)})`);
  return found;
}

export async function exportCsv(
  context: CommandContext,
  options: { state?: string; delimiter?: string },
): Promise<void> {
  const delimiter = delimiterOption(options.delimiter);
  const leads = await allLeads(context.store, stateOption(options.state));
  const fieldNames = [...new Set(leads.flatMap((lead) => Object.keys(fieldsOf(lead))))];
  const headers = [
    'id',
    'state',
    'created_at',
    'delivered_at',
    'form_id',
    'language',
    'page_uri',
    'client_ip',
    'attempts',
    'last_error',
    ...fieldNames,
    'consent_policy_version',
    'consent_ticked',
  ];
  const rows = leads.map((lead) => {
    const fields = fieldsOf(lead);
    return [
      lead.id,
      lead.state,
      isoTime(lead.createdAt),
      isoTime(lead.deliveredAt),
      lead.formId,
      lead.consent.language,
      lead.consent.pageUri,
      lead.clientIp ?? '',
      String(lead.attempts),
      errorSummary(lead),
      ...fieldNames.map((name) => fields[name] ?? ''),
      lead.consent.policyVersion,
      lead.consent.checkboxes
        .filter((box) => box.ticked)
        .map((box) => box.subscriptionTypeId)
        .join(';'),
    ];
  });
  context.out(toCsv(headers, rows, { delimiter }).trimEnd());
}

export async function retry(
  context: CommandContext,
  id: string | undefined,
  allDead: boolean,
): Promise<void> {
  if (allDead) {
    context.out(`${String(await context.store.retryAllDead(context.now))} dead letters back to pending`);
    return;
  }
  if (!id) throw new UsageError('retry needs a lead id, or --all-dead');
  if (!(await context.store.retry(id, context.now))) {
    throw new UsageError(`lead ${id} is not a dead letter or a local lead with its data (see: show ${id})`);
  }
  context.out(`lead ${id} back to pending`);
}

export async function purge(
  context: CommandContext,
  options: { id?: string; olderThanDays?: string },
): Promise<void> {
  if (options.id) {
    if (!(await context.store.erase(options.id, context.now)))
      throw new UsageError(`no lead ${options.id} with data to erase`);
    context.out(`personal data of lead ${options.id} erased (consent record kept)`);
    return;
  }
  const days = countOption(options.olderThanDays, '--older-than-days', context.retentionDays);
  const { purged, deleted } = await purgeExpired(
    context.store,
    days,
    context.now,
    context.maxAgeDays,
    context.consentRetentionDays,
  );
  context.out(
    `${String(purged)} leads purged: delivered older than ${String(days)} days, dead, local and held older than ${String(context.maxAgeDays)} days (consent records kept)`,
  );
  context.out(
    `${String(deleted)} rows deleted: consent records older than ${String(context.consentRetentionDays)} days, held leads purged unreleased`,
  );
}
