/**
 * The leads CLI: `npm run leads -- <command>`. It opens the outbox the server uses: PostgreSQL
 * when DATABASE_URL is set, else SQLite in DATA_DIR (safe while the server runs: WAL).
 *
 *   list [--state pending|delivered|dead|local] [--limit N]
 *   show <id>
 *   export [--state S] [--delimiter ;] > leads.csv   (`;` for Excel in an Italian locale)
 *   retry <id> | retry --all-dead
 *   purge [--older-than-days N]        delivered leads (default LEAD_RETENTION_DAYS)
 *   purge --id <id>                    one lead's personal data, whatever its state
 *   status                             backlog, dead letters, circuit, last error or configuration fault, form problems
 *   migrate                            the schema brought up to date (any command does), versions applied
 */
import { parseArgs } from 'node:util';
import { loadEnv } from '../env.ts';
import { openLeadStore, StoreOpenError } from '../open-database.ts';
import type { LeadStore } from '../outbox/store.ts';
import { exportCsv, list, purge, retry, show, UsageError, type CommandContext } from './commands.ts';
import { migrateReport } from './migrate.ts';
import { formStatuses } from './form-status.ts';
import { status } from './status.ts';

export const USAGE = `usage: npm run leads -- <command>
  list [--state pending|delivered|dead|local] [--limit N]   readable table, oldest first
  show <id>                                                  one lead in full
  export [--state S] [--delimiter ;]                         CSV on stdout (; for Italian Excel)
  retry <id> | retry --all-dead                              dead letters back to delivery
  purge [--older-than-days N]                                personal data of delivered leads
  purge --id <id>                                            erase one lead's personal data
  status                                                     backlog, dead letters, delivery faults, form problems
  migrate                                                    bring the schema up to date, print what was applied
options: --data-dir DIR (default: DATA_DIR)`;

export interface CliIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly env: Readonly<Record<string, string | undefined>>;
}

/** Runs one command; returns the exit code. */
export async function runLeadsCli(argv: readonly string[], io: CliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        state: { type: 'string' },
        delimiter: { type: 'string' },
        limit: { type: 'string' },
        id: { type: 'string' },
        'older-than-days': { type: 'string' },
        'all-dead': { type: 'boolean', default: false },
        'data-dir': { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, argument] = positionals;
  if (values.help || command === undefined || command === 'help') {
    io.out(USAGE);
    return command === undefined && !values.help ? 2 : 0;
  }
  const env = loadEnv(io.env);
  // The store the server uses: PostgreSQL when DATABASE_URL is set, else SQLite in DATA_DIR;
  // --data-dir always means that folder's SQLite outbox (decision 095).
  const dataDir = values['data-dir'] ?? env.DATA_DIR;
  // Every command opens (so migrates) the store; `migrate` reports what this open applied.
  let migrated: readonly number[] = [];
  let store: LeadStore;
  try {
    store = await openLeadStore(
      { DATABASE_URL: values['data-dir'] === undefined ? env.DATABASE_URL : undefined, DATA_DIR: dataDir },
      {
        warn: (details: unknown, message?: string) => {
          io.err(`${message ?? ''} ${String(details)}`);
        },
      },
      {
        onMigrated: (versions) => {
          migrated = versions;
        },
      },
    );
  } catch (error) {
    if (!(error instanceof StoreOpenError)) throw error;
    io.err(error.message);
    return 1;
  }
  const context: CommandContext = {
    store,
    out: io.out,
    now: Date.now(),
    retentionDays: env.LEAD_RETENTION_DAYS,
    maxAgeDays: env.LEAD_MAX_AGE_DAYS,
    consentRetentionDays: env.CONSENT_RETENTION_DAYS,
    forms: () => formStatuses(env, store, dataDir),
  };
  try {
    switch (command) {
      case 'list':
        await list(context, { state: values.state, limit: values.limit });
        break;
      case 'show':
        await show(context, argument);
        break;
      case 'export':
        await exportCsv(context, { state: values.state, delimiter: values.delimiter });
        break;
      case 'retry':
        await retry(context, argument, values['all-dead']);
        break;
      case 'status':
        await status(context);
        break;
      case 'purge':
        await purge(context, { id: values.id, olderThanDays: values['older-than-days'] });
        break;
      case 'migrate':
        await migrateReport(store, migrated, io.out);
        break;
      default:
        throw new UsageError(`unknown command ${command}`);
    }
    return 0;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`${error.message}\n${USAGE}`);
    return 2;
  } finally {
    store.close();
  }
}

if (import.meta.main) {
  const code = await runLeadsCli(process.argv.slice(2), {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    env: process.env,
  });
  process.exitCode = code;
}
