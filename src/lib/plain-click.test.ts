import { describe, expect, it } from 'vitest';
import { isPlainClick } from './plain-click.ts';

const click = (init: MouseEventInit = {}) => ({
  button: 0,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...init,
});

describe('isPlainClick', () => {
  it('is the main button with no modifier', () => {
    expect(isPlainClick(click())).toBe(true);
  });

  it('is not a new tab, a new window, a download or another button', () => {
    for (const init of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ])
      expect(isPlainClick(click(init as MouseEventInit))).toBe(false);
  });
});
