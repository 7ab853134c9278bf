import { consentKey, type LegalConsentOptions } from '../../forms/legal-consent.ts';
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
 * The provider's legal-consent block (spec §3): processing text, the
 * communication text and its checkboxes, and the privacy text. All provider
 * HTML goes through the sanitiser.
 */
export function ConsentSection({
  options,
  values,
  errors,
  errorText,
  idPrefix,
  onChange,
  onBlur,
  newTabLabel,
}: ConsentSectionProps) {
  return (
    <div className="consent">
      <SafeHtml className="consent__text" html={options.processingConsentText} newTabLabel={newTabLabel} />
      <SafeHtml className="consent__text" html={options.communicationConsentText} newTabLabel={newTabLabel} />
      {options.communicationConsentCheckboxes.map((checkbox) => {
        const key = consentKey(checkbox);
        const path = consentPath(checkbox);
        const id = `${idPrefix}-consent-${key}`;
        const error = errors[path];
        return (
          <div key={key} className="field field--boolean">
            <div className="choice">
              <input
                id={id}
                type="checkbox"
                checked={values.consents[key] === true}
                aria-required={checkbox.required || undefined}
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
                <SafeHtml as="span" html={checkbox.label} newTabLabel={newTabLabel} />
                {checkbox.required ? <RequiredMark /> : null}
              </label>
            </div>
            <p id={`${id}-error`} className="field__error">
              {error ? errorText(error) : ''}
            </p>
          </div>
        );
      })}
      <SafeHtml
        className="consent__text consent__text--small"
        html={options.privacyPolicyText}
        newTabLabel={newTabLabel}
      />
    </div>
  );
}
