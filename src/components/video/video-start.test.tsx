// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTENT } from '../../content/index.ts';
import { DICTIONARIES } from '../../content/dictionaries.ts';
import { LateralBanner } from '../lateral-banner/LateralBanner.tsx';
import { SimpleBanner } from '../sections/SimpleBanner.tsx';
import VideoFacade from './VideoFacade.tsx';
import { videoIslandStart } from './video-start.ts';

const { whatIs, howItWorks } = CONTENT.en.pages.sustainability;
const facade = (video: typeof whatIs | typeof howItWorks) => (
  <VideoFacade
    media={video.media}
    poster={video.poster}
    locale="en"
    labels={DICTIONARIES.en.COMPONENTS.VIDEO}
    newTabLabel="(opens in a new tab)"
  />
);

describe('videoIslandStart', () => {
  it('waits for the visitor, and names exactly its own video: reaching one starts only that one', () => {
    render(
      <>
        <LateralBanner block={whatIs.block} media={facade(whatIs)} />
        <SimpleBanner block={howItWorks.block} media={facade(howItWorks)} />
      </>,
    );
    const lateral = videoIslandStart('lateral-banner');
    const simple = videoIslandStart('simple-banner');
    expect(lateral.visible).toBeUndefined();
    const [what] = document.querySelectorAll(lateral.on ?? 'none');
    const [how] = document.querySelectorAll(simple.on ?? 'none');
    expect(document.querySelectorAll(lateral.on ?? 'none')).toHaveLength(1);
    expect(document.querySelectorAll(simple.on ?? 'none')).toHaveLength(1);
    expect(what?.closest('section')).toHaveAccessibleName(whatIs.block.title);
    expect(how?.closest('section')).toHaveAccessibleName(howItWorks.block.title);
    // The play button, what a visitor reaches for, is inside what each names.
    expect(what?.querySelector('.video__play')).not.toBeNull();
  });
});
