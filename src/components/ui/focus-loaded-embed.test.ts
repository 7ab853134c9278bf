// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { focusLoadedEmbed } from './focus-loaded-embed.ts';

afterEach(() => {
  document.body.replaceChildren();
});

function page() {
  document.body.innerHTML = `
    <div id="holder" tabindex="-1"><iframe title="Embed"></iframe></div>
    <a id="elsewhere" href="#x">Elsewhere</a>`;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  return {
    holder: byId('holder'),
    elsewhere: byId('elsewhere'),
    frame: document.querySelector('iframe') as HTMLIFrameElement,
  };
}

describe('focusLoadedEmbed', () => {
  it('moves focus into the embed from the element that held it while it loaded', () => {
    const { holder, frame } = page();
    holder.focus();
    focusLoadedEmbed(frame, holder);
    expect(frame).toHaveFocus();
  });

  it('moves focus into the embed when focus is nowhere (the control that had it was removed)', () => {
    const { frame } = page();
    expect(document.activeElement).toBe(document.body);
    focusLoadedEmbed(frame);
    expect(frame).toHaveFocus();
  });

  it('leaves focus where a visitor who has moved on put it', () => {
    const { holder, elsewhere, frame } = page();
    elsewhere.focus();
    focusLoadedEmbed(frame, holder);
    expect(elsewhere).toHaveFocus();
  });
});
