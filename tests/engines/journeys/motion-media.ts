import { LANGUAGES } from '../../e2e/support/languages.ts';
import { arriveRejecting, scrollThroughAndHydrate, thirdPartyAsked, until } from './dom.ts';
import { expectEqual, expectNoPageErrors, type Journey } from './journey.ts';

/**
 * The video facade: no request to the video host until one click on a play button, which loads
 * that video alone (decision 092). The test machine is offline, so the player's host answers
 * nothing and the facade ends on its "watch it there" link; reached, it shows the player.
 */
const videoJourneys: Journey[] = LANGUAGES.map(({ lang, path }) => ({
  name: `one click on a video's play button loads that video only (${lang})`,
  async run(session) {
    await arriveRejecting(session, path);
    await scrollThroughAndHydrate(session);
    expectEqual(
      await session.run(() => document.querySelectorAll('figure.video[data-phase="idle"]').length >= 2),
      true,
      'videos behind posters',
    );
    expectEqual(
      await session.run(() => document.querySelectorAll('iframe').length),
      0,
      'players before a click',
    );
    await session.click('figure.video[data-phase="idle"] .video__play');
    const phase = await until(session, 'the first video past loading', () => {
      const phases = [...document.querySelectorAll('figure.video')].map((figure) =>
        figure.getAttribute('data-phase'),
      );
      return phases[0] === 'playing' || phases[0] === 'unreachable' ? phases.join() : '';
    });
    expectEqual(
      phase
        .split(',')
        .slice(1)
        .every((other) => other === 'idle'),
      true,
      `the other videos stay posters (${phase})`,
    );
    const loaded = await session.run(() => {
      const figure = document.querySelector('figure.video');
      return (
        figure?.querySelector('iframe')?.src ??
        figure?.querySelector('a[href*="vimeo.com"]')?.getAttribute('href') ??
        ''
      );
    });
    expectEqual(/vimeo\.com\/(?:video\/)?\d+/.test(loaded), true, `the video's address (${loaded})`);
    expectEqual(
      (await thirdPartyAsked(session)).every((url) => url.includes('vimeo.com')),
      true,
      'only the video host asked',
    );
    await expectNoPageErrors(session, path);
  },
}));

/** With reduced motion asked for, the lateral banner appears without a transition. */
const reducedMotionJourney: Journey = {
  name: 'reduced motion: the lateral banner appears without moving',
  reducedMotion: true,
  async run(session) {
    await session.clearCookies();
    await session.open('/en/sustainability');
    expectEqual(
      await session.run(() => matchMedia('(prefers-reduced-motion: reduce)').matches),
      true,
      'the engine asks for reduced motion',
    );
    const styles = await session.run(() =>
      ['.lateral-banner__text', '.lateral-banner__media'].map((part) => {
        const element = document.querySelector(`.lateral-banner ${part}`);
        if (!element) return `${part} missing`;
        const computed = getComputedStyle(element);
        return `${computed.transitionDuration.split(', ').every((d) => d === '0s') ? 'still' : computed.transitionDuration} ${computed.translate}`;
      }),
    );
    expectEqual(styles, ['still none', 'still none'], 'the lateral banner parts');
    await expectNoPageErrors(session, '/en/sustainability');
  },
};

export const motionAndMediaJourneys: Journey[] = [...videoJourneys, reducedMotionJourney];
