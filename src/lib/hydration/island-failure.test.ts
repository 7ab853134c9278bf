// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  FAILED_ISLANDS_ATTRIBUTE,
  ISLAND_FAILED_ATTRIBUTE,
  islandName,
  watchIslandFailures,
} from './island-failure.ts';

function island(url: string): HTMLElement {
  const element = document.createElement('astro-island');
  element.setAttribute('component-url', url);
  document.body.append(element);
  return element;
}

const fail = (element: Element) =>
  element.dispatchEvent(new CustomEvent('astro:hydration-error', { bubbles: true, cancelable: true }));

describe('island failures', () => {
  it('names an island by its component file', () => {
    expect(islandName('/_astro/ContactModalIsland.BFeA3gnr.js')).toBe('ContactModalIsland');
    expect(islandName(null)).toBe('');
  });

  it('marks each island whose hydration fails, and lists them on <html>', () => {
    watchIslandFailures(document);
    const carousel = island('/_astro/ReasonsCarousel.pk0cSSy1.js');
    const contact = island('/_astro/ContactModalIsland.BFeA3gnr.js');
    const menu = island('/_astro/MainMenu.CfA0-x7B.js');
    fail(carousel);
    fail(contact);
    fail(contact);
    expect(carousel.hasAttribute(ISLAND_FAILED_ATTRIBUTE)).toBe(true);
    expect(menu.hasAttribute(ISLAND_FAILED_ATTRIBUTE)).toBe(false);
    expect(document.documentElement.getAttribute(FAILED_ISLANDS_ATTRIBUTE)).toBe(
      'ReasonsCarousel ContactModalIsland',
    );
  });
});
