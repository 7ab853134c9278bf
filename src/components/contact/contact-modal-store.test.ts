// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  $contactModalOpen,
  $contactModalUsed,
  closeContactModal,
  contactModalOpener,
  watchContactFragment,
} from './contact-modal-store.ts';
// The page's first script, as BaseLayout puts it before everything else: it marks clicked links.
import './contact-opener.inline.ts';

function contactLink(): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = '#contact';
  link.textContent = 'Contact us';
  document.body.append(link);
  return link;
}

describe('the contact modal show action', () => {
  let stop: () => void = () => undefined;

  beforeEach(() => {
    window.history.replaceState(null, '', '/it/sostenibilita');
    $contactModalOpen.set(false);
    $contactModalUsed.set(false);
    document.body.innerHTML = '';
  });
  afterEach(() => {
    stop();
  });

  it('opens for a #contact address on load (deep link)', () => {
    window.history.replaceState(null, '', '/it/sostenibilita#contact');
    stop = watchContactFragment();
    expect($contactModalOpen.get()).toBe(true);
    expect($contactModalUsed.get()).toBe(true);
    expect(contactModalOpener()).toBeNull();
  });

  it('opens on a click on any contact link and remembers it as the opener', () => {
    stop = watchContactFragment();
    const link = contactLink();
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect($contactModalOpen.get()).toBe(true);
    expect(contactModalOpener()).toBe(link);
  });

  it('names the link clicked before the island ran as the opener, though focus is on the page', () => {
    // The click changed the address before the watcher listened: WebKit never focused the link, and
    // Chromium gave focus to the page when it went to the #contact fragment.
    const link = contactLink();
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    window.history.replaceState(null, '', '/it/sostenibilita#contact');
    expect(document.activeElement).toBe(document.body);
    stop = watchContactFragment();
    expect($contactModalOpen.get()).toBe(true);
    expect(contactModalOpener()).toBe(link);
  });

  it('names no stale opener for an address typed after the modal was opened by a click', () => {
    stop = watchContactFragment();
    const link = contactLink();
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    closeContactModal();
    window.location.hash = 'contact';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect($contactModalOpen.get()).toBe(true);
    expect(contactModalOpener()).toBeNull();
  });

  it('does not take a link opened elsewhere (new tab) for the opener of a later address', () => {
    const link = contactLink();
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    window.history.replaceState(null, '', '/it/sostenibilita#contact');
    stop = watchContactFragment();
    expect($contactModalOpen.get()).toBe(true);
    expect(contactModalOpener()).toBeNull();
  });

  it('ignores a click that opens the link elsewhere (new tab)', () => {
    stop = watchContactFragment();
    contactLink().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect($contactModalOpen.get()).toBe(false);
  });

  it('opens when the fragment appears later, and closes when it goes (Back)', () => {
    stop = watchContactFragment();
    window.location.hash = 'contact';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect($contactModalOpen.get()).toBe(true);
    window.history.replaceState(null, '', '/it/sostenibilita');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect($contactModalOpen.get()).toBe(false);
  });

  it('closing removes the fragment without a new history entry', () => {
    window.history.replaceState(null, '', '/it/sostenibilita?x=1#contact');
    stop = watchContactFragment();
    const before = window.history.length;
    closeContactModal();
    expect($contactModalOpen.get()).toBe(false);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/it/sostenibilita?x=1',
    );
    expect(window.history.length).toBe(before);
  });
});
