import { useEffect } from 'react';
import { HEADER_FIXED_ATTRIBUTE, isHeaderFixed } from '../../lib/header-scroll.ts';

interface FixedHeaderOnScrollProps {
  /** id of the static header element to pin. */
  readonly headerId: string;
}

/**
 * Pins the prerendered header to the top once the page is scrolled 80 px or
 * more, and returns it to the flow above that (spec §4). It renders nothing:
 * the header stays static HTML and only gets an attribute the CSS styles.
 * One passive listener, at most one update per frame.
 */
export default function FixedHeaderOnScroll({ headerId }: FixedHeaderOnScrollProps) {
  useEffect(() => {
    const header = document.getElementById(headerId);
    if (!header) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      header.toggleAttribute(HEADER_FIXED_ATTRIBUTE, isHeaderFixed(window.scrollY));
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [headerId]);
  return null;
}
