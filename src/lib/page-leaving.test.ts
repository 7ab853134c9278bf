// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PageLeaving from './page-leaving.ts';

// Each test gets the module fresh: what it remembers belongs to one page's life.
let leavingPage: typeof PageLeaving.leavingPage;
let watchLeaving: typeof PageLeaving.watchLeaving;
beforeEach(async () => {
  vi.resetModules();
  ({ leavingPage, watchLeaving } = await import('./page-leaving.ts'));
});

const startNavigation = () => window.dispatchEvent(new Event('beforeunload'));
const pageshow = () => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));

/** A request the test settles by hand. */
function pendingRequest() {
  let fail: (error: Error) => void = () => undefined;
  let succeed: () => void = () => undefined;
  const request = new Promise<void>((resolve, reject) => {
    succeed = resolve;
    fail = reject;
  });
  return { request, fail, succeed };
}

describe('leavingPage', () => {
  it('is false while the page is shown, true once it is being hidden, false again when it comes back', () => {
    expect(leavingPage()).toBe(false);
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    expect(leavingPage()).toBe(true);
    pageshow();
    expect(leavingPage()).toBe(false);
  });

  it('is true in the failure handler of a watched request cut off by a navigation (Firefox, before pagehide)', async () => {
    const { request, fail } = pendingRequest();
    const seen = watchLeaving(request).then(
      () => 'loaded',
      () => (leavingPage() ? 'leaving: nothing logged' : 'failure logged'),
    );
    startNavigation();
    fail(new TypeError('NetworkError when attempting to fetch resource.'));
    expect(await seen).toBe('leaving: nothing logged');
    pageshow();
    expect(leavingPage()).toBe(false);
  });

  it('takes no navigation for leaving once nothing is watched, and a real failure is reported', async () => {
    const { request, succeed } = pendingRequest();
    const watched = watchLeaving(request);
    succeed();
    await watched;
    startNavigation();
    expect(leavingPage()).toBe(false);

    const second = pendingRequest();
    const seen = watchLeaving(second.request).catch(() => (leavingPage() ? 'leaving' : 'failure logged'));
    second.fail(new TypeError('Failed to fetch'));
    expect(await seen).toBe('failure logged');
  });

  it('listens for a navigation while any watched request is out, and only then', async () => {
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const first = pendingRequest();
    const second = pendingRequest();
    const both = [watchLeaving(first.request), watchLeaving(second.request)];
    first.succeed();
    await both[0];
    startNavigation();
    expect(leavingPage()).toBe(true);
    second.succeed();
    await both[1];
    const listened = (calls: unknown[][]) => calls.filter(([type]) => type === 'beforeunload').length;
    expect(listened(add.mock.calls)).toBe(1);
    expect(listened(remove.mock.calls)).toBe(1);
  });
});
