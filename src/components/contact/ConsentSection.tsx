import {
  consentKey,
  PROCESSING_CONSENT_KEY,
  type ConsentCheckbox,
  type ConsentMode,
} from '../../forms/legal-consent.ts';
import type { ValuesErrors, WireValues } from '../../forms/values-schema.ts';
import { RequiredMark } from './fields/FieldParts.tsx';
import { consentPath } from './form-state.ts';
import { SafeHtml } from './SafeHtml.tsx';

interface ConsentSectionProps {
  readonly mode: ConsentMode;
  readonly values: WireValues;
  readonly errors: ValuesErrors;
  readonly errorText: (code: string) => string;
  readonly idPrefix: string;
  readonly onChange: (key: string, ticked: boolean) => void;
  readonly onBlur: (path: string) => void;
  /** "(opens in a new tab)", for the provider's links to its policies. */
  readonly newTabLabel: string;
}

type BoxProps = Omit<ConsentSectionProps, 'mode'> & {
  readonly consentId: string;
  readonly label: string;
  readonly required: boolean;
};

/**
 * The provider's legal-consent block, as the form's consent mode asks (docs/requirements.md R10.4,
 * decision 099). All provider HTML goes through the sanitiser.
 * - Consent to process (implicit and explicit): the processing text, then what is a condition of
 *   the request — an explicit form's processing checkbox with its footer, and any required
 *   communication box — then the communication text introducing the optional choices only (under
 *   it, a required box read as one of the newsletter choices), then the privacy text.
 * - Legitimate interest: no checkbox, only the privacy text, which is the notice HubSpot records.
 * - No consent options (or none this site can send): nothing.
 */
export function ConsentSection(props: ConsentSectionProps) {
  const { mode, newTabLabel } = props;
  if (mode.mode === 'none' || mode.mode === 'unsendable') return null;
  const { options } = mode;
  const privacy = (
    <SafeHtml
      className="consent__text consent__text--small"
      html={options.privacyPolicyText}
      newTabLabel={newTabLabel}
    />
  );
  if (mode.mode === 'legitimate_interest') return <div className="consent">{privacy}</div>;
  const boxes = options.communicationConsentCheckboxes;
  const checkbox = (box: ConsentCheckbox) => (
    <ConsentCheckboxField
      key={consentKey(box)}
      {...props}
      consentId={consentKey(box)}
      label={box.label}
      required={box.required}
    />
  );
  return (
    <div className="consent">
      <SafeHtml className="consent__text" html={options.processingConsentText} newTabLabel={newTabLabel} />
      {mode.mode === 'explicit_consent_to_process' ? (
        <>
          <ConsentCheckboxField
            {...props}
            consentId={PROCESSING_CONSENT_KEY}
            label={mode.processingLabel}
            required
          />
          <SafeHtml
            className="consent__text consent__text--small"
            html={options.processingConsentFooterText}
            newTabLabel={newTabLabel}
          />
        </>
      ) : null}
      {boxes.filter((box) => box.required).map(checkbox)}
      <SafeHtml className="consent__text" html={options.communicationConsentText} newTabLabel={newTabLabel} />
      {boxes.filter((box) => !box.required).map(checkbox)}
      {privacy}
    </div>
  );
}

function ConsentCheckboxField({
  consentId,
  label,
  required,
  values,
  errors,
  errorText,
  idPrefix,
  onChange,
  onBlur,
  newTabLabel,
}: BoxProps) {
  const path = consentPath(consentId);
  const id = `${idPrefix}-consent-${consentId}`;
  const error = errors[path];
  return (
    <div className="field field--boolean">
      <div className="choice">
        <input
          id={id}
          type="checkbox"
          checked={values.consents[consentId] === true}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            onChange(consentId, event.target.checked);
          }}
          onBlur={() => {
            onBlur(path);
          }}
        />
        <label htmlFor={id}>
          <SafeHtml as="span" html={label} newTabLabel={newTabLabel} />
          {required ? <RequiredMark /> : null}
        </label>
      </div>
      <p id={`${id}-error`} className="field__error">
        {error ? errorText(error) : ''}
      </p>
    </div>
  );
}
