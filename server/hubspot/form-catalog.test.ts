import { describe, expect, it } from 'vitest';
import { cachedCatalog } from './form-catalog.ts';
import { prepareForm } from './cached-form.ts';
import type { RemoteFormResult } from './remote-forms.ts';
import { embeddedDefinition, IT_FORM_ID } from '../../tests/support/test-app.ts';

const found: RemoteFormResult = {
  kind: 'found',
  form: prepareForm(IT_FORM_ID, embeddedDefinition(IT_FORM_ID)),
};

function setup(answers: (() => Promise<RemoteFormResult>)[]) {
  let now = 0;
  let calls = 0;
  const catalog = cachedCatalog({
    fetch: () => {
      const answer = answers[Math.min(calls, answers.length - 1)];
      calls += 1;
      if (!answer) throw new Error('no answer');
      return answer();
    },
    allowedIds: [IT_FORM_ID],
    ttlMs: 1000,
    failureBackoffMs: 100,
    now: () => now,
  });
  return {
    catalog,
    calls: () => calls,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const ok = () => Promise.resolve(found);
const down = () => Promise.reject(new Error('503'));
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('cachedCatalog', () => {
  it('fetches a definition again at once when told HubSpot refused its configuration', async () => {
    const { catalog, calls } = setup([ok, ok]);
    await catalog.get(IT_FORM_ID);
    catalog.refetch?.(IT_FORM_ID.toUpperCase());
    await tick();
    expect(calls()).toBe(2);
    catalog.refetch?.('00000000-0000-4000-8000-000000000000');
    await tick();
    expect(calls()).toBe(2);
  });

  it('serves a fresh entry without asking again', async () => {
    const { catalog, calls, advance } = setup([ok]);
    await catalog.get(IT_FORM_ID);
    advance(999);
    expect((await catalog.get(IT_FORM_ID)).kind).toBe('found');
    expect(calls()).toBe(1);
  });

  it('coalesces concurrent misses into one call', async () => {
    let release: (value: RemoteFormResult) => void = () => undefined;
    const slow = () => new Promise<RemoteFormResult>((resolve) => (release = resolve));
    const { catalog, calls } = setup([slow]);
    const pending = Array.from({ length: 10 }, () => catalog.get(IT_FORM_ID));
    release(found);
    expect((await Promise.all(pending)).every((result) => result.kind === 'found')).toBe(true);
    expect(calls()).toBe(1);
  });

  it('serves a stale entry at once and refreshes it once in the background', async () => {
    const { catalog, calls, advance } = setup([ok, ok]);
    await catalog.get(IT_FORM_ID);
    advance(1000);
    expect((await catalog.get(IT_FORM_ID)).kind).toBe('found');
    expect((await catalog.get(IT_FORM_ID)).kind).toBe('found');
    await tick();
    expect(calls()).toBe(2);
    advance(500);
    await catalog.get(IT_FORM_ID);
    expect(calls()).toBe(2);
  });

  it('keeps the last good copy when HubSpot fails, and waits a little before asking again', async () => {
    const { catalog, calls, advance } = setup([ok, down]);
    await catalog.get(IT_FORM_ID);
    advance(2000);
    expect((await catalog.get(IT_FORM_ID)).kind).toBe('found');
    await tick();
    expect(calls()).toBe(2);
    expect((await catalog.get(IT_FORM_ID)).kind).toBe('found');
    await tick();
    expect(calls()).toBe(2);
    advance(100);
    await catalog.get(IT_FORM_ID);
    expect(calls()).toBe(3);
  });

  it('is unavailable without any copy while HubSpot fails', async () => {
    const { catalog } = setup([down]);
    expect(await catalog.get(IT_FORM_ID)).toEqual({ kind: 'unavailable' });
  });

  it('caches "not found" like a form', async () => {
    const { catalog, calls } = setup([() => Promise.resolve({ kind: 'not-found' })]);
    expect(await catalog.get(IT_FORM_ID)).toEqual({ kind: 'not-found' });
    expect(await catalog.get(IT_FORM_ID.toUpperCase())).toEqual({ kind: 'not-found' });
    expect(calls()).toBe(1);
  });

  it('answers not-found for ids the site does not use, without a call', async () => {
    const { catalog, calls } = setup([ok]);
    expect(await catalog.get('00000000-0000-4000-8000-000000000000')).toEqual({ kind: 'not-found' });
    expect(calls()).toBe(0);
  });
});
