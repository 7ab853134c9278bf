import { requestConsent } from '../../lib/consent/consent-store.ts';
import { useConsent } from '../consent/use-consent.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { focusLoadedEmbed } from '../ui/focus-loaded-embed.ts';
import type { LegalDialogProps } from './legal-dialog-props.ts';

interface PolicyDialogProps extends LegalDialogProps {
  /** The external policy page. */
  readonly url: string;
}

/**
 * An external policy page in a dialog. Loading another host's page is a
 * third-party request, so the page is a "third-party media" embed: without that
 * consent the dialog offers the link-out and a button that asks for it in place
 * (docs/decisions/040-policy-pages-are-third-party-media.md). The link to open
 * the page in a new tab is always there, in case the frame cannot load.
 * Its stylesheet (legal.css) is loaded by the opener before it shows (decision 038).
 */
export function PolicyDialog({ open, onClose, title, url, labels, closeLabel }: PolicyDialogProps) {
  const mediaAllowed = useConsent()?.media === true;
  // The consent island answers; once granted, the store re-renders us with the
  // frame, and focus goes into the page when it has loaded (the button has gone).
  const askToLoad = () => void requestConsent('media');

  return (
    <Dialog open={open} onClose={onClose} title={title} closeLabel={closeLabel} className="dialog--document">
      {/* The frame exists only while the dialog is open: nothing loads with the page. */}
      {open && mediaAllowed ? (
        <iframe
          className="policy-frame"
          src={url}
          title={title}
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={(event) => {
            focusLoadedEmbed(event.currentTarget);
          }}
        />
      ) : (
        <div className="policy-gate">
          <p>{labels.EXTERNAL_NOTICE}</p>
          <button type="button" className="consent-button" onClick={askToLoad}>
            {labels.LOAD_HERE}
          </button>
        </div>
      )}
      <p className="policy-fallback">
        {mediaAllowed ? `${labels.CANNOT_LOAD} ` : null}
        {/* The visible text already says "new tab": no hidden hint repeating it. */}
        <a href={url} target="_blank" rel="noopener">
          {labels.OPEN_IN_NEW_TAB}
        </a>
      </p>
    </Dialog>
  );
}
