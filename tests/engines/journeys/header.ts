import { until } from './dom.ts';
import { expectEqual, expectNoPageErrors, type Journey } from './journey.ts';

/** Two frames: a report of the sentinel's IntersectionObserver comes after the frame's layout. */
const afterTwoFrames = () =>
  new Promise((resolve) => {
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          resolve(true);
        }),
      ),
    );
  });

const fixed = () => document.getElementById('site-header')?.hasAttribute('data-fixed') ?? false;

/**
 * The header stays in the flow below 80 px of scroll and is fixed from 80 px (R4.2), where an
 * IntersectionObserver on the sentinel of the page's first 80 px, not a scroll listener, tells
 * (header-scroll.ts): its edge cases (an edge that touches the view counts as in view) are each
 * engine's.
 */
export const headerJourneys: Journey[] = [
  {
    name: 'the header is fixed from 80 px of scroll, in the flow below',
    async run(session) {
      await session.resize(390, 844);
      await session.open('/it/sostenibilita');
      await until(session, 'start-up', () => document.documentElement.hasAttribute('data-started'));
      for (const [y, expected] of [
        [79, false],
        [80, true],
        [79, false],
        [400, true],
        [0, false],
      ] as const) {
        await session.run((top: number) => {
          window.scrollTo(0, top);
        }, y);
        if (expected) await until(session, `the header fixed at ${String(y)} px`, fixed);
        else {
          await session.run(afterTwoFrames);
          expectEqual(await session.run(fixed), false, `the header fixed at ${String(y)} px`);
        }
        expectEqual(await session.run(() => window.scrollY), y, 'the scroll position');
      }
      await expectNoPageErrors(session, '/it/sostenibilita');
    },
  },
  {
    name: 'a page opened scrolled down has its header fixed',
    async run(session) {
      await session.resize(390, 844);
      await session.open('/it/sostenibilita#help-title');
      await until(session, 'start-up', () => document.documentElement.hasAttribute('data-started'));
      await until(session, 'the header fixed', fixed);
      await expectNoPageErrors(session, '/it/sostenibilita#help-title');
    },
  },
];
