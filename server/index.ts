import { buildApp } from './app.ts';
import { EnvError, loadEnv } from './env.ts';

/** Starts the server: validate the environment, build the app, listen, stop cleanly. */
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
  const app = await buildApp({ env });
  const stop = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`Site ready at ${env.PUBLIC_URL}`);
}

await main();
