import { useStore } from '@nanostores/react';
import { Suspense, use, useId, useState } from 'react';
import { format } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { loadMessages } from '../../lib/messages.ts';
import { saveConsent, type ConsentCategories } from './consent-actions.ts';
import { $consent } from './consent-store.ts';
import { closeConsentPreferences } from './consent-ui.ts';
import { TRACKING_COOKIES } from './tracking-script.ts';
import { Dialog, type DialogFrame } from '../ui/Dialog.tsx';

/** Its frame closes through the consent UI's store, which whoever opened it watches. */
interface ConsentPreferencesProps extends Omit<DialogFrame, 'onClose'> {
  readonly locale: Locale;
}

/**
 * Choice per category. Closing without a button decides nothing (the banner
 * stays until the visitor chooses). The dialog's frame is prerendered; its form is UI shown on
 * demand and reads the served dictionary (decision 087), which keeps its text out of every page.
 */
export function ConsentPreferences({ locale, ...frame }: ConsentPreferencesProps) {
  const { open } = frame;
  return (
    <Dialog {...frame} onClose={closeConsentPreferences} className="dialog--compact">
      {/* Mounted at each opening, so the boxes start from the stored choice. */}
      {open ? (
        <Suspense fallback={null}>
          <PreferencesForm locale={locale} />
        </Suspense>
      ) : null}
    </Dialog>
  );
}

const ALL_OFF: ConsentCategories = { analytics: false, media: false };
const ALL_ON: ConsentCategories = { analytics: true, media: true };

function decide(choice: ConsentCategories): void {
  closeConsentPreferences();
  saveConsent(choice);
}

/** Boxes are unticked unless the visitor ticked them before (no pre-ticked boxes). */
function PreferencesForm({ locale }: { readonly locale: Locale }) {
  const labels = use(loadMessages(locale)).COMPONENTS.CONSENT;
  const stored = useStore($consent);
  const [choice, setChoice] = useState<ConsentCategories>({
    analytics: stored?.analytics ?? false,
    media: stored?.media ?? false,
  });
  return (
    <form
      className="consent-preferences"
      onSubmit={(event) => {
        event.preventDefault();
        decide(choice);
      }}
    >
      <p>{labels.PREFERENCES_INTRO}</p>
      <div className="consent-category">
        <h3 className="consent-category__title">{labels.TECHNICAL_TITLE}</h3>
        <p className="consent-category__status">{labels.ALWAYS_ON}</p>
        <p className="consent-category__text">{labels.TECHNICAL_TEXT}</p>
      </div>
      <Category
        checked={choice.analytics}
        onChange={(analytics) => {
          setChoice({ ...choice, analytics });
        }}
        title={labels.ANALYTICS_TITLE}
        // Every cookie the category allows, from the list the withdrawal clears.
        text={format(labels.ANALYTICS_TEXT, { cookies: TRACKING_COOKIES.join(', ') })}
      />
      <Category
        checked={choice.media}
        onChange={(media) => {
          setChoice({ ...choice, media });
        }}
        title={labels.MEDIA_TITLE}
        text={labels.MEDIA_TEXT}
      />
      <div className="consent-actions">
        <button
          type="button"
          className="consent-button"
          onClick={() => {
            decide(ALL_OFF);
          }}
        >
          {labels.REJECT_ALL}
        </button>
        <button
          type="button"
          className="consent-button"
          onClick={() => {
            decide(ALL_ON);
          }}
        >
          {labels.ACCEPT_ALL}
        </button>
        <button type="submit" className="consent-button">
          {labels.SAVE}
        </button>
      </div>
    </form>
  );
}

interface CategoryProps {
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly title: string;
  readonly text: string;
}

function Category({ checked, onChange, title, text }: CategoryProps) {
  const id = useId();
  return (
    <div className="consent-category">
      <input
        id={id}
        className="consent-category__box"
        type="checkbox"
        checked={checked}
        aria-describedby={`${id}-text`}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
      />
      <label htmlFor={id} className="consent-category__title">
        {title}
      </label>
      <p id={`${id}-text`} className="consent-category__text">
        {text}
      </p>
    </div>
  );
}
