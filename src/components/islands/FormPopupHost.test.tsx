// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SITE } from '../../config/site.ts';
import { loadStylesheetsOnInsert } from '../ui/jsdom-gaps.test-support.ts';
import { FORM_POPUP_LABELS, renderFormPopupPage } from './form-popup-page.test-support.tsx';

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

const labels = FORM_POPUP_LABELS;
const renderPage = renderFormPopupPage;

describe('FormPopupHost', () => {
  it('marks the form links as opening a dialog once it is running', () => {
    renderPage(() => Promise.resolve(true));
    expect(screen.getByRole('link', { name: 'Prenota una demo' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('opens the demo-request form in our dialog, with a plain link to the same form', async () => {
    const user = userEvent.setup();
    const ensureConsent = vi.fn(() => Promise.resolve(true));
    renderPage(ensureConsent);
    await user.click(screen.getByRole('link', { name: 'Prenota una demo' }));
    const dialog = await screen.findByRole('dialog', { name: labels.DEMO });
    expect(ensureConsent).toHaveBeenCalledTimes(1);
    const frame = within(dialog).getByTitle(`Modulo: ${labels.DEMO}`);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', SITE.forms.it.demo);
    const fallback = within(dialog).getByRole('link', { name: /Il modulo non si vede/ });
    expect(fallback).toHaveAttribute('href', SITE.forms.it.demo);
    expect(fallback).toHaveAttribute('target', '_blank');
    expect(fallback).toHaveAttribute('rel', 'noopener');
  });

  it('opens the case-studies form, a different one, from its own button', async () => {
    const user = userEvent.setup();
    renderPage(() => Promise.resolve(true));
    await user.click(screen.getByRole('link', { name: 'Ricevi i casi studio' }));
    const dialog = await screen.findByRole('dialog', { name: labels.CASE_STUDIES });
    expect(within(dialog).getByTitle(`Modulo: ${labels.CASE_STUDIES}`)).toHaveAttribute(
      'src',
      SITE.forms.it.caseStudies,
    );
  });

  it('without consent shows no iframe, only the way to open the form on the provider site', async () => {
    const user = userEvent.setup();
    renderPage(() => Promise.resolve(false));
    await user.click(screen.getByRole('link', { name: 'Prenota una demo' }));
    const dialog = await screen.findByRole('dialog', { name: labels.DEMO });
    expect(dialog.querySelector('iframe')).toBeNull();
    expect(within(dialog).getByText(labels.DECLINED)).toBeVisible();
    expect(within(dialog).getByRole('link', { name: /Apri il modulo/ })).toHaveAttribute(
      'href',
      SITE.forms.it.demo,
    );
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    renderPage(() => Promise.resolve(true));
    await user.click(screen.getByRole('link', { name: 'Prenota una demo' }));
    const dialog = await screen.findByRole('dialog', { name: labels.DEMO });
    await user.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves modified clicks (new tab, new window) to the browser', () => {
    const ensureConsent = vi.fn(() => new Promise<boolean>(() => undefined));
    renderPage(ensureConsent);
    const link = screen.getByRole('link', { name: 'Prenota una demo' });
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
    expect(ensureConsent).toHaveBeenCalledTimes(1);
  });
});
