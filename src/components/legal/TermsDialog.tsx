import { useEffect, useState } from 'react';
import { loadTerms } from '../../content/terms/load-terms.ts';
import type { TermsDocument } from '../../content/terms/types.ts';
import { pathFor, type Locale } from '../../i18n/locales.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import type { LegalDialogProps } from './legal-dialog-props.ts';
import { TermsView } from './TermsView.tsx';

interface TermsDialogProps extends LegalDialogProps {
  readonly locale: Locale;
  readonly retryLabel: string;
}

/**
 * The full terms and conditions, inline, in the page's language. The text is
 * loaded the first time the dialog opens (docs/decisions/044-terms-as-data-loaded-on-demand.md).
 * Its rules (legal.css) are in the site's stylesheet, so it shows at once (decision 125).
 */
export function TermsDialog({ locale, labels, retryLabel, ...frame }: TermsDialogProps) {
  const { open } = frame;
  const [terms, setTerms] = useState<TermsDocument>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!open || terms) return;
    let current = true;
    loadTerms(locale).then(
      (loaded) => {
        if (current) setTerms(loaded);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [open, locale, terms, attempt]);

  const retry = () => {
    setFailed(false);
    setAttempt(attempt + 1);
  };

  return (
    <Dialog {...frame} className="dialog--document">
      {terms ? (
        <TermsView
          terms={terms}
          indexLabel={labels.TERMS_INDEX}
          variant="dialog"
          pageLink={{ href: pathFor('terms', locale), label: labels.TERMS_PAGE }}
        />
      ) : failed ? (
        <div role="alert" className="terms__status">
          <p>{labels.TERMS_LOAD_ERROR}</p>
          <button type="button" className="consent-button" onClick={retry}>
            {retryLabel}
          </button>
        </div>
      ) : (
        <div className="terms__status">
          <Spinner label={labels.TERMS_LOADING} />
        </div>
      )}
    </Dialog>
  );
}
