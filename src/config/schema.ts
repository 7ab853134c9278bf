import * as z from 'zod/mini';
import { PAGE_IDS } from '../i18n/locales.ts';

/**
 * Shape of `/assets/config.json` (docs/requirements.md R10.1). The client fetches
 * it at start-up and validates it with this schema; the build writes it from
 * `default-config.ts` through the same schema. zod/mini keeps the browser
 * bundle small (docs/decisions/003-zod-mini-in-the-browser.md).
 */
export const serverAddressSchema = z.object({
  protocol: z.enum(['http', 'https']),
  /** Empty string: the page's own origin (relative API URLs). */
  host: z.string(),
  /** 0: no explicit port (the page's port when the host is the page's). */
  port: z.int().check(z.minimum(0), z.maximum(65535)),
});
export type ServerAddress = z.infer<typeof serverAddressSchema>;

export const routeEntrySchema = z.object({
  /** Page of the locale table; its label is the dictionary's MENU entry. */
  page: z.enum(PAGE_IDS),
  /** Role numbers allowed to see this entry (R9.3). */
  role: z.array(z.int()),
});
export type RouteEntry = z.infer<typeof routeEntrySchema>;

export const appConfigSchema = z.object({
  server: serverAddressSchema,
  domain: z.string(),
  routing: z.array(routeEntrySchema),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

export type ConfigResult =
  { readonly ok: true; readonly config: AppConfig } | { readonly ok: false; readonly error: string };

/** Validates unknown JSON; the error names each offending field. */
export function parseAppConfig(json: unknown): ConfigResult {
  const result = appConfigSchema.safeParse(json);
  if (result.success) return { ok: true, config: result.data };
  const error = result.error.issues
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
  return { ok: false, error };
}
