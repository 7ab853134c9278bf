import { render } from '@testing-library/react';
import { SITE } from '../../src/config/site.ts';
import { CtaLink } from '../../src/components/ui/CtaLink.tsx';
import FormPopupHost from '../../src/components/form-popup/FormPopupHost.tsx';
import { DICTIONARIES } from '../../src/content/dictionaries.ts';
import { serveMessages } from './served-messages.ts';

const itDictionary = DICTIONARIES.it;

export const FORM_POPUP_LABELS = itDictionary.COMPONENTS.FORM_POPUP;

/** An Italian page with the two provider-form calls to action and the host that turns them into the dialog. */
export function renderFormPopupPage(): void {
  serveMessages();
  render(
    <>
      <CtaLink
        target={{ mode: 'form-popup', form: 'demo', href: SITE.forms.it.demo }}
        newTabLabel="(nuova scheda)"
      >
        Richiedi una demo
      </CtaLink>
      <CtaLink
        target={{ mode: 'form-popup', form: 'caseStudies', href: SITE.forms.it.caseStudies }}
        newTabLabel="(nuova scheda)"
      >
        Ricevi i casi studio
      </CtaLink>
      <FormPopupHost locale="it" />
    </>,
  );
}
