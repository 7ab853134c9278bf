import type { CachedForm } from './cached-form.ts';
import type { FormSnapshots } from './form-snapshots.ts';
import type { RemoteFormResult } from './remote-forms.ts';

/**
 * Where form definitions come from: the embedded files, or HubSpot through a
 * cache. The catalog never throws: HubSpot trouble becomes `unavailable`.
 */
export type CatalogResult =
  | { readonly kind: 'found'; readonly form: CachedForm }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'unavailable' };

export interface FormCatalog {
  get(id: string): Promise<CatalogResult>;
  /**
   * HubSpot refused the form's configuration (decision 100): fetch its definition again now,
   * serving the copy in hand until the new one arrives. No-op for the embedded forms.
   */
  refetch?(id: string): void;
}

/** The embedded default: the repository's definitions, all in memory. */
export function embeddedCatalog(forms: ReadonlyMap<string, CachedForm>): FormCatalog {
  return {
    get: (id) => {
      const form = forms.get(id.toLowerCase());
      return Promise.resolve(form ? { kind: 'found', form } : { kind: 'not-found' });
    },
  };
}

interface Entry {
  readonly result: RemoteFormResult;
  readonly fetchedAt: number;
}

export interface CachedCatalogOptions {
  readonly fetch: (id: string) => Promise<RemoteFormResult>;
  /** Ids the site uses; any other id is `not-found` without asking HubSpot. */
  readonly allowedIds: readonly string[];
  readonly ttlMs: number;
  /** After a failed call, HubSpot is not asked again about that id for this long. */
  readonly failureBackoffMs?: number;
  readonly now?: () => number;
  readonly onError?: (id: string, error: unknown) => void;
  /** Every definition fetched or read back from a snapshot (the unsupported-fields log reads it). */
  readonly onLoaded?: (form: CachedForm) => void;
  /** Last good copies kept across restarts. */
  readonly snapshots?: FormSnapshots;
}

/**
 * HubSpot's definitions behind a stale-while-revalidate cache: fresh entries
 * are served; a stale entry is served at once while one background call
 * refreshes it; a miss waits for the call. Concurrent needs of the same id
 * share one upstream call. When HubSpot fails, the last good copy keeps being
 * served (from disk after a restart); with no copy the answer is `unavailable`.
 */
export function cachedCatalog(options: CachedCatalogOptions): FormCatalog {
  const now = options.now ?? Date.now;
  const allowed = new Set(options.allowedIds.map((id) => id.toLowerCase()));
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<Entry | undefined>>();
  const failedAt = new Map<string, number>();
  const backoff = options.failureBackoffMs ?? 5_000;

  const refresh = (id: string): Promise<Entry | undefined> => {
    const running = inFlight.get(id);
    if (running) return running;
    const lastFailure = failedAt.get(id);
    if (lastFailure !== undefined && now() - lastFailure < backoff) return Promise.resolve(entries.get(id));
    const call = options
      .fetch(id)
      .then((result) => {
        const entry = { result, fetchedAt: now() };
        entries.set(id, entry);
        failedAt.delete(id);
        if (result.kind === 'found') {
          options.onLoaded?.(result.form);
          void options.snapshots?.save(result.form).catch(() => undefined);
        }
        return entry;
      })
      .catch(async (error: unknown) => {
        failedAt.set(id, now());
        options.onError?.(id, error);
        const known = entries.get(id);
        if (known) return known;
        const snapshot = await options.snapshots?.load(id);
        if (!snapshot) return undefined;
        options.onLoaded?.(snapshot);
        // Stale from the start: HubSpot is asked again once the backoff allows.
        const entry: Entry = { result: { kind: 'found', form: snapshot }, fetchedAt: -Infinity };
        entries.set(id, entry);
        return entry;
      })
      .finally(() => inFlight.delete(id));
    inFlight.set(id, call);
    return call;
  };

  const answer = (entry: Entry | undefined): CatalogResult => {
    if (!entry) return { kind: 'unavailable' };
    return entry.result;
  };

  return {
    refetch(rawId) {
      const id = rawId.toLowerCase();
      if (!allowed.has(id)) return;
      failedAt.delete(id);
      const entry = entries.get(id);
      if (entry) entries.set(id, { ...entry, fetchedAt: -Infinity });
      void refresh(id);
    },
    async get(rawId) {
      const id = rawId.toLowerCase();
      if (!allowed.has(id)) return { kind: 'not-found' };
      const entry = entries.get(id);
      if (!entry) return answer(await refresh(id));
      if (now() - entry.fetchedAt >= options.ttlMs) void refresh(id);
      return answer(entry);
    },
  };
}
