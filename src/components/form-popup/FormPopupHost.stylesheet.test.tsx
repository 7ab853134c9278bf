// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillJsdomGaps } from '../../../tests/support/jsdom-gaps.ts';
import { FORM_POPUP_LABELS, renderFormPopupPage } from '../../../tests/support/form-popup-page.tsx';

// A file of its own: here the stylesheet's `load` comes from the test, not automatically
// (FormPopupHost.test.tsx), and no earlier test has loaded it.
beforeAll(fillJsdomGaps);

const stylesheets = () =>
  [...document.head.querySelectorAll('link[rel="stylesheet"]')].filter((link) =>
    /form-popup/.test(link.getAttribute('href') ?? ''),
  );

describe('FormPopupHost and the dialog’s stylesheet (fetched on demand)', () => {
  it('fetches it on the first click and shows the dialog only once it has loaded', async () => {
    const user = userEvent.setup();
    renderFormPopupPage();
    expect(stylesheets()).toHaveLength(0);

    await user.click(screen.getByRole('link', { name: 'Richiedi una demo' }));
    expect(stylesheets()).toHaveLength(1);
    // Nothing else is pending: only the stylesheet holds the dialog back.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();

    stylesheets()[0]?.dispatchEvent(new Event('load'));
    expect(await screen.findByRole('dialog', { name: FORM_POPUP_LABELS.DEMO })).toBeInTheDocument();
  });
});
