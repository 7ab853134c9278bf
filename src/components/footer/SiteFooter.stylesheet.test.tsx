// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fillJsdomGaps } from '../../../tests/support/jsdom-gaps.ts';
import { DICTIONARIES } from '../../i18n/dictionaries/index.ts';

const en = DICTIONARIES.en;

// Here jsdom's links get their `load`/`error` from the test, not automatically (SiteFooter.test.tsx).
const F = en.COMPONENTS.FOOTER;

beforeAll(fillJsdomGaps);
afterEach(() => {
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

/** Each test is a fresh page: the stylesheet helper remembers what it loaded for a page's lifetime. */
async function renderFooter() {
  vi.resetModules();
  const { default: SiteFooter } = await import('./SiteFooter.tsx');
  render(
    <SiteFooter
      locale="en"
      page="sustainability"
      companyName="Storyverse S.r.l."
      buildYear={2026}
      t={{ FOOTER: F, LEGAL: en.COMPONENTS.LEGAL }}
      closeLabel={en.BUTTON.CLOSE}
      retryLabel={en.BUTTON.RETRY}
    />,
  );
}

const legalStylesheets = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) =>
    /legal/.test(link.getAttribute('href') ?? ''),
  );

function finishStylesheet(outcome: 'load' | 'error'): void {
  const [link] = legalStylesheets();
  if (!link) throw new Error('the legal stylesheet was never requested');
  link.dispatchEvent(new Event(outcome));
}

const footerLink = (name: string) => within(screen.getByRole('contentinfo')).getByRole('link', { name });

describe('the legal dialogs’ stylesheet (fetched on demand)', () => {
  it('is not requested before anyone points at a legal link, then once', async () => {
    const user = userEvent.setup();
    await renderFooter();
    expect(legalStylesheets()).toHaveLength(0);
    await user.hover(footerLink(F.PRIVACY_POLICY));
    await user.hover(footerLink(F.COOKIE_POLICY));
    expect(legalStylesheets()).toHaveLength(1);
  });

  it('if it fails, the dialog opens anyway, and the next opening fetches it again', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await renderFooter();
    await user.click(footerLink(F.COOKIE_POLICY));
    finishStylesheet('error');
    const dialog = await screen.findByRole('dialog', { name: F.COOKIE_POLICY });
    expect(report).toHaveBeenCalledWith(expect.stringContaining('legal'));
    expect(legalStylesheets()).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: en.BUTTON.CLOSE }));
    await user.click(footerLink(F.COOKIE_POLICY));
    expect(legalStylesheets()).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    finishStylesheet('load');
    expect(await screen.findByRole('dialog', { name: F.COOKIE_POLICY })).toBeInTheDocument();
  });

  it('a dialog shows only once it has loaded; later openings are immediate', async () => {
    const user = userEvent.setup();
    await renderFooter();
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: F.TERMS }));
    // Let every pending promise settle: without its stylesheet the dialog must stay closed.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
    finishStylesheet('load');
    const terms = await screen.findByRole('dialog', { name: F.TERMS });

    await user.click(within(terms).getByRole('button', { name: en.BUTTON.CLOSE }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    await user.click(footerLink(F.PRIVACY_POLICY));
    expect(screen.getByRole('dialog', { name: F.PRIVACY_POLICY })).toBeInTheDocument();
    expect(legalStylesheets()).toHaveLength(1);
  });
});
