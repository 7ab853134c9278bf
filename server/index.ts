import { buildApp } from './app.ts';
import { EnvError, loadEnv } from './env.ts';
import { createPromMetrics } from './metrics/prom-metrics.ts';
import { shutdown } from './shutdown.ts';
import { StoreOpenError } from './open-database.ts';

/**
 * Starts the server: validate the environment, build the app, listen, stop
 * cleanly. On SIGTERM/SIGINT: stop accepting, answer the requests in flight,
 * finish the delivery in progress, close the store (app.ts onClose), exit; past
 * SHUTDOWN_TIMEOUT_MS the remaining connections are closed first (shutdown.ts).
 */
async function main(): Promise<void> {
  let env;
  try {
    env = loadEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let app;
  try {
    app = await buildApp({ env, metrics: createPromMetrics });
  } catch (error) {
    if (error instanceof StoreOpenError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const stop = async (signal: string) => {
    app.log.info({ signal, timeoutMs: env.SHUTDOWN_TIMEOUT_MS }, 'shutting down');
    await shutdown(app, env.SHUTDOWN_TIMEOUT_MS);
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  const address = await app.listen({ port: env.PORT, host: env.HOST });
  const editor =
    env.EDITOR_ORIGIN === undefined ? 'not served (EDITOR_ORIGIN unset)' : `${env.EDITOR_ORIGIN}/admin/`;
  app.log.info({ address, publicUrl: env.PUBLIC_URL, editorOrigin: env.EDITOR_ORIGIN ?? null }, 'listening');
  // Both addresses in words: the editor has an origin of its own (decision 134).
  app.log.info(`the site at ${env.PUBLIC_URL}/, the editor at ${editor}`);
}

await main();
