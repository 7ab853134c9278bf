import * as v from 'valibot';
import { PAGE_IDS } from '../i18n/locales.ts';

/**
 * Shape of `/assets/config.json` (docs/requirements.md R10.1). The client fetches
 * it at start-up and validates it with this schema; the build writes it from
 * `default-config.ts` through the same schema. Valibot rather than zod/mini: this
 * check runs on every first load, where zod/mini's core costs about 8 KB gzip and
 * valibot's pieces for this schema under 1 KB (decision 101).
 */
export const serverAddressSchema = v.object({
  protocol: v.picklist(['http', 'https']),
  /** Empty string: the page's own origin (relative API URLs). */
  host: v.string(),
  /** 0: no explicit port (the page's port when the host is the page's). */
  port: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(65535)),
});
export type ServerAddress = v.InferOutput<typeof serverAddressSchema>;

export const routeEntrySchema = v.object({
  /** Page of the locale table; its label is the dictionary's MENU entry. */
  page: v.picklist(PAGE_IDS),
  /** Role numbers allowed to see this entry (R9.3). */
  role: v.array(v.pipe(v.number(), v.integer())),
});
export type RouteEntry = v.InferOutput<typeof routeEntrySchema>;

export const appConfigSchema = v.object({
  server: serverAddressSchema,
  domain: v.string(),
  routing: v.array(routeEntrySchema),
});
export type AppConfig = v.InferOutput<typeof appConfigSchema>;

export type ConfigResult =
  { readonly ok: true; readonly config: AppConfig } | { readonly ok: false; readonly error: string };

/** Validates unknown JSON; the error names each offending field. */
export function parseAppConfig(json: unknown): ConfigResult {
  const result = v.safeParse(appConfigSchema, json);
  if (result.success) return { ok: true, config: result.output };
  const error = result.issues
    .map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
    .join('; ');
  return { ok: false, error };
}
