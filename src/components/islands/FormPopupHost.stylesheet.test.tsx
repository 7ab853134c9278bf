// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { SITE } from '../../config/site.ts';
import { it as itDictionary } from '../../i18n/dictionaries/it.ts';
import { CtaLink } from '../landing/CtaLink.tsx';
import { fillJsdomGaps } from '../ui/jsdom-gaps.test-support.ts';
import FormPopupHost from './FormPopupHost.tsx';

// Here the stylesheet's `load` comes from the test, not automatically (FormPopupHost.test.tsx).
const labels = itDictionary.COMPONENTS.FORM_POPUP;

beforeAll(fillJsdomGaps);

describe('FormPopupHost and the dialog’s stylesheet (fetched on demand)', () => {
  it('fetches it on the first click and shows the dialog only once it has loaded', async () => {
    const user = userEvent.setup();
    render(
      <>
        <CtaLink
          target={{ mode: 'form-popup', form: 'demo', href: SITE.forms.demo }}
          newTabLabel="(nuova scheda)"
        >
          Prenota una demo
        </CtaLink>
        <FormPopupHost
          labels={labels}
          closeLabel="Chiudi"
          newTabLabel="(nuova scheda)"
          ensureConsent={() => Promise.resolve(true)}
        />
      </>,
    );
    const stylesheets = () =>
      [...document.head.querySelectorAll('link[rel="stylesheet"]')].filter((link) =>
        /form-popup/.test(link.getAttribute('href') ?? ''),
      );
    expect(stylesheets()).toHaveLength(0);

    await user.click(screen.getByRole('link', { name: 'Prenota una demo' }));
    expect(stylesheets()).toHaveLength(1);
    // Consent is given and nothing else is pending: only the stylesheet holds the dialog back.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();

    stylesheets()[0]?.dispatchEvent(new Event('load'));
    expect(await screen.findByRole('dialog', { name: labels.DEMO })).toBeInTheDocument();
  });
});
