// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SITE } from '../../config/site.ts';
import { format } from '../../i18n/format.ts';
import { $consent } from '../consent/consent-store.ts';
import { $embedGrants } from '../consent/embed-grants.ts';
import { loadStylesheetsOnInsert } from '../../../tests/support/jsdom-gaps.ts';
import { FORM_POPUP_LABELS, renderFormPopupPage } from '../../../tests/support/form-popup-page.tsx';
import { markFormPopupLinks } from './form-popup-links.ts';

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods; these do what the browser does to `open`.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
beforeAll(loadStylesheetsOnInsert);
afterEach(() => {
  $consent.set(undefined);
  $embedGrants.set([]);
});

const labels = FORM_POPUP_LABELS;
const renderPage = renderFormPopupPage;
const providerHost = new URL(SITE.forms.it.demo).host;
const loadButtonName = format(labels.LOAD_HERE, { host: providerHost });

function allowMedia() {
  $consent.set({ analytics: false, media: true, decidedAt: new Date().toISOString(), policyVersion: 'x' });
}

describe('FormPopupHost', () => {
  it('start-up marks the form links as opening a dialog', () => {
    renderPage();
    markFormPopupLinks(document);
    expect(screen.getByRole('link', { name: 'Richiedi una demo' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  });

  it('with the general media choice, opens the demo-request form in our dialog, with a plain link to it', async () => {
    allowMedia();
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('link', { name: 'Richiedi una demo' }));
    const dialog = await screen.findByRole('dialog', { name: labels.DEMO });
    const frame = within(dialog).getByTitle(`Modulo: ${labels.DEMO}`);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', SITE.forms.it.demo);
    const fallback = within(dialog).getByRole('link', { name: /Il modulo non si vede/ });
    expect(fallback).toHaveAttribute('href', SITE.forms.it.demo);
    expect(fallback).toHaveAttribute('target', '_blank');
    expect(fallback).toHaveAttribute('rel', 'noopener');
  });

  it('opens the case-studies form, a different one, from its own button', async () => {
    allowMedia();
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('link', { name: 'Ricevi i casi studio' }));
    const dialog = await screen.findByRole('dialog', { name: labels.CASE_STUDIES });
    expect(within(dialog).getByTitle(`Modulo: ${labels.CASE_STUDIES}`)).toHaveAttribute(
      'src',
      SITE.forms.it.caseStudies,
    );
  });

  it('without any choice, the dialog loads nothing yet: it names the provider and offers the form in a new tab', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('link', { name: 'Richiedi una demo' }));
    const dialog = await screen.findByRole('dialog', { name: labels.DEMO });
    expect(dialog.querySelector('iframe')).toBeNull();
    expect(within(dialog).getByText(format(labels.NOTICE, { host: providerHost }))).toBeVisible();
    expect(within(dialog).getByRole('button', { name: loadButtonName })).toHaveTextContent(providerHost);
    expect(within(dialog).getByRole('link', { name: /Apri il modulo/ })).toHaveAttribute(
      'href',
      SITE.forms.it.demo,
    );
  });

  it('one click on "load the form here" loads that form, for that form only', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('link', { name: 'Richiedi una demo' }));
    const dialog = await screen.findByRole('dialog', { name: labels.DEMO });
    await user.click(within(dialog).getByRole('button', { name: loadButtonName }));
    expect(within(dialog).getByTitle(`Modulo: ${labels.DEMO}`)).toHaveAttribute('src', SITE.forms.it.demo);
    // Not the general choice: the banner's question is still open, and the other form still asks.
    expect($consent.get()).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: labels.CLOSE_FORM }));
    await user.click(screen.getByRole('link', { name: 'Ricevi i casi studio' }));
    const second = await screen.findByRole('dialog', { name: labels.CASE_STUDIES });
    expect(second.querySelector('iframe')).toBeNull();
    expect(within(second).getByRole('button', { name: loadButtonName })).toBeVisible();
  });

  it('a loaded form is followed by the new-tab link and a close button, for keyboard users leaving the frame', async () => {
    allowMedia();
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('link', { name: 'Richiedi una demo' }));
    const dialog = await screen.findByRole('dialog', { name: labels.DEMO });
    const frame = within(dialog).getByTitle(`Modulo: ${labels.DEMO}`);
    const after = [...dialog.querySelectorAll('a, button')].filter(
      (element) => frame.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(after.map((element) => element.textContent.trim())).toEqual([
      expect.stringMatching(/Il modulo non si vede/),
      labels.CLOSE_FORM,
    ]);
    await user.click(within(dialog).getByRole('button', { name: labels.CLOSE_FORM }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('link', { name: 'Richiedi una demo' }));
    const dialog = await screen.findByRole('dialog', { name: labels.DEMO });
    await user.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves modified clicks (new tab, new window) to the browser', async () => {
    renderPage();
    const link = screen.getByRole('link', { name: 'Richiedi una demo' });
    // Runs after the host's document listener; then stops jsdom, which cannot navigate.
    const cancelledBeforeWindow: boolean[] = [];
    const spy = (event: Event) => {
      cancelledBeforeWindow.push(event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', spy);
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { metaKey: true });
    fireEvent.click(link);
    window.removeEventListener('click', spy);
    expect(cancelledBeforeWindow).toEqual([false, false, true]);
    // Only the plain click opened the dialog.
    expect(await screen.findAllByRole('dialog')).toHaveLength(1);
  });
});
