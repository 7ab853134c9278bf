import { consentKey, type ConsentCheckbox, type LegalConsentOptions } from '../../forms/legal-consent.ts';
import type { ValuesErrors, WireValues } from '../../forms/values-schema.ts';
import { RequiredMark } from './fields/FieldParts.tsx';
import { consentPath } from './form-state.ts';
import { SafeHtml } from './SafeHtml.tsx';

interface ConsentSectionProps {
  readonly options: LegalConsentOptions;
  readonly values: WireValues;
  readonly errors: ValuesErrors;
  readonly errorText: (code: string) => string;
  readonly idPrefix: string;
  readonly onChange: (key: string, ticked: boolean) => void;
  readonly onBlur: (path: string) => void;
  /** "(opens in a new tab)", for the provider's links to its policies. */
  readonly newTabLabel: string;
}

/**
 * The provider's legal-consent block (docs/requirements.md R10.4). A required checkbox is a
 * condition of the request (consent to process it), so it follows the
 * processing text; the communication text introduces the optional choices
 * only. Under the communication text, the required box read as one of the
 * newsletter choices. All provider HTML goes through the sanitiser.
 */
export function ConsentSection(props: ConsentSectionProps) {
  const { options, newTabLabel } = props;
  const boxes = options.communicationConsentCheckboxes;
  const checkbox = (box: ConsentCheckbox) => (
    <ConsentCheckboxField key={consentKey(box)} box={box} {...props} />
  );
  return (
    <div className="consent">
      <SafeHtml className="consent__text" html={options.processingConsentText} newTabLabel={newTabLabel} />
      {boxes.filter((box) => box.required).map(checkbox)}
      <SafeHtml className="consent__text" html={options.communicationConsentText} newTabLabel={newTabLabel} />
      {boxes.filter((box) => !box.required).map(checkbox)}
      <SafeHtml
        className="consent__text consent__text--small"
        html={options.privacyPolicyText}
        newTabLabel={newTabLabel}
      />
    </div>
  );
}

function ConsentCheckboxField({
  box,
  values,
  errors,
  errorText,
  idPrefix,
  onChange,
  onBlur,
  newTabLabel,
}: ConsentSectionProps & { readonly box: ConsentCheckbox }) {
  const key = consentKey(box);
  const path = consentPath(box);
  const id = `${idPrefix}-consent-${key}`;
  const error = errors[path];
  return (
    <div className="field field--boolean">
      <div className="choice">
        <input
          id={id}
          type="checkbox"
          checked={values.consents[key] === true}
          aria-required={box.required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            onChange(key, event.target.checked);
          }}
          onBlur={() => {
            onBlur(path);
          }}
        />
        <label htmlFor={id}>
          <SafeHtml as="span" html={box.label} newTabLabel={newTabLabel} />
          {box.required ? <RequiredMark /> : null}
        </label>
      </div>
      <p id={`${id}-error`} className="field__error">
        {error ? errorText(error) : ''}
      </p>
    </div>
  );
}
