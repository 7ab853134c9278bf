import { useStore } from '@nanostores/react';
import { use } from 'react';
import type { FormKind } from '../../config/site.ts';
import { format } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { loadMessages } from '../../lib/messages.ts';
import { $consent } from '../consent/consent-store.ts';
import { $embedGrants, grantEmbed, mayLoadEmbed } from '../consent/embed-grants.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { focusLoadedEmbed } from '../ui/focus-loaded-embed.ts';

export interface FormPopupRequest {
  readonly form: FormKind;
  readonly href: string;
}

export interface FormPopupDialogProps {
  readonly request: FormPopupRequest | undefined;
  readonly onClose: () => void;
  readonly locale: Locale;
}

const TITLE_KEY = { demo: 'DEMO', caseStudies: 'CASE_STUDIES' } as const satisfies Record<FormKind, string>;

/**
 * The provider's form inside our own accessible dialog, with a plain link to
 * the same form as a fallback (the iframe may be blocked, slow or unreadable
 * for someone). Without the general media choice it first shows a button that
 * names the form's host: pressing it is the consent for this form, which loads
 * at once (decision 092). Loaded on the first click (see FormPopupHost), which
 * also loads its stylesheet (form-popup.css) before it shows (decision 038). Its strings come
 * from the served dictionary, which start-up has usually fetched already (decision 087).
 */
export default function FormPopupDialog({ request, onClose, locale }: FormPopupDialogProps) {
  const t = use(loadMessages(locale));
  const labels = t.COMPONENTS.FORM_POPUP;
  const closeLabel = t.BUTTON.CLOSE;
  const newTabLabel = t.COMPONENTS.LANDING.NEW_TAB;
  // Rendered only after a click, never during hydration: the stores can be read as they are.
  const media = useStore($consent)?.media === true;
  useStore($embedGrants);
  const title = request ? labels[TITLE_KEY[request.form]] : '';
  const embed = request ? (`form:${request.form}` as const) : undefined;
  const loaded = embed !== undefined && mayLoadEmbed(embed, media);
  const host = request ? new URL(request.href).host : '';
  return (
    <Dialog
      open={request !== undefined}
      onClose={onClose}
      title={title}
      closeLabel={closeLabel}
      className="dialog--form-popup"
      // Escape typed in the provider's page never reaches ours (decision 082): Tab out of
      // the form leads to the new-tab link, then to this button.
      footer={
        loaded ? (
          <button type="button" className="button button--secondary button--small" onClick={onClose}>
            {labels.CLOSE_FORM}
          </button>
        ) : undefined
      }
    >
      {request && loaded ? (
        <>
          <iframe
            className="form-popup__frame"
            src={request.href}
            title={format(labels.FRAME_TITLE, { title })}
            onLoad={(event) => {
              // The load button that had focus has gone: focus goes into the form once it is there.
              focusLoadedEmbed(event.currentTarget);
            }}
          />
          <p className="form-popup__fallback">
            <a href={request.href} target="_blank" rel="noopener">
              {labels.FALLBACK} <span className="visually-hidden">{newTabLabel}</span>
            </a>
          </p>
        </>
      ) : request && embed ? (
        <div className="form-popup__gate">
          <p>{format(labels.NOTICE, { host })}</p>
          <div className="form-popup__choices">
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                grantEmbed(embed);
              }}
            >
              {format(labels.LOAD_HERE, { host })}
            </button>
            <a href={request.href} target="_blank" rel="noopener">
              {labels.OPEN_FORM} <span className="visually-hidden">{newTabLabel}</span>
            </a>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
