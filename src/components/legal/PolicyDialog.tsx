import { useStore } from '@nanostores/react';
import { $embedGrants, grantEmbed, mayLoadEmbed, type EmbedKey } from '../consent/embed-grants.ts';
import { format } from '../../i18n/format.ts';
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
 * third-party request (docs/decisions/040-policy-pages-are-third-party-media.md):
 * without the general media choice the dialog offers the link-out and a button
 * that names the document and its host, so pressing it is the visitor's consent
 * for this document, and it loads at once (decision 092). The link to open the
 * page in a new tab is always there, in case the frame cannot load.
 * Its rules (legal.css) are in the site's stylesheet, so it shows at once (decision 125).
 */
export function PolicyDialog({ url, labels, ...frame }: PolicyDialogProps) {
  const { open, onClose, title } = frame;
  const embed: EmbedKey = `policy:${url}`;
  const media = useConsent()?.media === true;
  // Subscribed so that the click re-renders us with the frame.
  useStore($embedGrants);
  const loaded = mayLoadEmbed(embed, media);

  return (
    <Dialog
      {...frame}
      className="dialog--document"
      // Keys typed in the policy page never reach ours, so Escape cannot close the dialog from
      // there (decision 082): Tab out of the page leads to the new-tab link, then to this button.
      footer={
        open && loaded ? (
          <button type="button" className="consent-button" onClick={onClose}>
            {labels.CLOSE_DOCUMENT}
          </button>
        ) : undefined
      }
    >
      {/* The frame exists only while the dialog is open: nothing loads with the page. */}
      {open && loaded ? (
        <iframe
          className="policy-frame"
          src={url}
          title={title}
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={(event) => {
            // The button that had focus has gone: focus goes into the page once it has loaded.
            focusLoadedEmbed(event.currentTarget);
          }}
        />
      ) : (
        <div className="policy-gate">
          <p>{labels.EXTERNAL_NOTICE}</p>
          <button
            type="button"
            className="consent-button"
            onClick={() => {
              grantEmbed(embed);
            }}
          >
            {format(labels.LOAD_HERE, { title, host: new URL(url).host })}
          </button>
        </div>
      )}
      <p className="policy-fallback">
        {loaded ? `${labels.CANNOT_LOAD} ` : null}
        {/* The visible text already says "new tab": no hidden hint repeating it. */}
        <a href={url} target="_blank" rel="noopener">
          {labels.OPEN_IN_NEW_TAB}
        </a>
      </p>
    </Dialog>
  );
}
