import { z } from 'zod';

/**
 * The server's environment (DESIGN.md), validated once at start. A bad value
 * stops start-up with a message naming the variable.
 */
const optionalSecret = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const port = z.coerce.number().int().min(0).max(65535);

export const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Folder of the built site. */
  DIST_DIR: z.string().min(1).default('./dist'),
  /** Public origin used in canonical/og URLs; defaults to http://HOST:PORT. */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .transform((value) => value?.replace(/\/+$/, '')),
  HUBSPOT_ACCESS_TOKEN: optionalSecret,
  HUBSPOT_PORTAL_ID: z.string().regex(/^\d+$/, 'must be the numeric HubSpot portal id').optional(),
  HUBSPOT_API_URL: z.url().default('https://api.hubapi.com'),
  HUBSPOT_SUBMIT_URL: z.url().default('https://api.hsforms.com'),
  CSRF_SECRET: optionalSecret.refine((value) => value === undefined || value.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema> & { PUBLIC_URL: string };

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses an environment; throws EnvError naming every bad variable. */
export function loadEnv(source: Readonly<Record<string, string | undefined>>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = result.data;
  if ((env.HUBSPOT_ACCESS_TOKEN === undefined) !== (env.HUBSPOT_PORTAL_ID === undefined)) {
    throw new EnvError(
      'Invalid environment:\n  HUBSPOT_ACCESS_TOKEN and HUBSPOT_PORTAL_ID must be set together (or neither, for the embedded default)',
    );
  }
  const publicHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  return { ...env, PUBLIC_URL: env.PUBLIC_URL ?? `http://${publicHost}:${String(env.PORT)}` };
}
