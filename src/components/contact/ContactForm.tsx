import { fieldKey } from '../../forms/field-key.ts';
import { Fragment, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { FormDefinition } from '../../forms/definition.ts';
import { communicationCheckboxesOf, consentModeOf } from '../../forms/legal-consent.ts';
import { HONEYPOT_KEY, SHOWN_AT_KEY, type WireBody } from '../../forms/contract.ts';
import { buildSubmission } from '../../forms/submission.ts';
import { needsHostedForm } from '../../forms/hosted-form-needed.ts';
import { validateValues } from '../../forms/values-schema.ts';
import { visibleGroups } from '../../forms/visible-fields.ts';
import type { Dictionary } from '../../content/dictionaries.ts';
import type { Locale } from '../../i18n/locales.ts';
import { ConsentSection } from './ConsentSection.tsx';
import { sendUrl, submissionContext } from './contact-api.ts';
import { errorText, fieldErrorText } from './error-text.ts';
import { fieldChanges, fieldChangesSentence } from './field-changes.ts';
import { FormFieldView } from './FormFieldView.tsx';
import { fieldPath, formReducer, initialState, serverErrorPaths, visibleErrors } from './form-state.ts';
import { Honeypot } from './Honeypot.tsx';
import { HostedFormNotice } from './HostedFormNotice.tsx';
import { InvalidSummary } from './InvalidSummary.tsx';
import { SafeHtml } from './SafeHtml.tsx';
import { sendSubmission, UNEXPECTED_ERROR } from './send-submission.ts';
import { SpokenStatus } from './SpokenStatus.tsx';
import { nextAttempt, type SubmissionAttempt } from './submission-attempt.ts';
import type { SubmissionControl } from './use-submission-status.ts';

interface ContactFormProps {
  /** DOM id of the <form>; the footer's submit button points at it. */
  readonly id: string;
  readonly definition: FormDefinition;
  readonly formId: string;
  readonly locale: Locale;
  readonly t: Dictionary;
  readonly submission: SubmissionControl;
  /** Whether the modal is showing (the form's "shown at" time is taken then). */
  readonly open: boolean;
}

/** Moves focus to the first control marked invalid (a group: its first input). */
function focusFirstInvalid(form: HTMLFormElement | null): void {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return;
  const control = invalid.matches('input, select, textarea')
    ? invalid
    : invalid.querySelector<HTMLElement>('input, select, textarea');
  control?.focus();
}

/**
 * The provider form, or the way to the provider's own page when the definition requires a field
 * this form cannot show or a consent it cannot send (ContactModal then shows no submit button).
 */
export function ContactForm(props: ContactFormProps) {
  const blocked = useMemo(() => needsHostedForm(props.definition), [props.definition]);
  return blocked ? <HostedFormNotice formId={props.formId} t={props.t} /> : <ProviderForm {...props} />;
}

/**
 * The provider form, built from its definition: per field group its rich text,
 * then its fields, each followed by its dependent fields while their condition
 * holds (visibleGroups), then the legal consent. Validation goes through the
 * shared schema (src/forms/values-schema.ts), the same the server uses.
 */
function ProviderForm({ id, definition, formId, locale, t, submission, open }: ContactFormProps) {
  const [state, dispatch] = useReducer(formReducer, definition, initialState);
  const clientErrors = useMemo(() => validateValues(definition, state.values), [definition, state.values]);
  const shown = visibleErrors(clientErrors, state.serverErrors, state);
  const rows = useMemo(
    () =>
      visibleGroups(definition, state.values.fields).map((group) => ({
        richText: group.richText,
        fields: group.fields.filter((field) => field.hidden !== true),
      })),
    [definition, state.values.fields],
  );
  const consentMode = consentModeOf(definition);
  // The note shows when anything is required: a field, the processing box, a communication box.
  const hasRequired =
    rows.some((row) => row.fields.some((field) => field.required)) ||
    consentMode.mode === 'explicit_consent_to_process' ||
    communicationCheckboxesOf(consentMode).some((box) => box.required);

  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const shownAt = useRef<number | undefined>(undefined);
  const inFlight = useRef(false);
  // The last attempt whose outcome is unknown: resent as is while the values stay the same.
  const unsettled = useRef<SubmissionAttempt | undefined>(undefined);
  // Each submit that finds fields to fix: focus goes to the first, and InvalidSummary says how many.
  const [invalidSubmit, setInvalidSubmit] = useState({ attempt: 0, count: 0 });
  const reportInvalid = (count: number) => {
    setInvalidSubmit((previous) => ({ attempt: previous.attempt + 1, count }));
  };
  // Dependent fields shown or hidden by the visitor's last answer, said aloud. Worked out when a
  // value changes, never from what is on screen: first render and a reopened modal say nothing.
  const [fieldsNews, setFieldsNews] = useState({ sentence: '', count: 0 });
  const changeField = (name: string, value: string) => {
    const after = { ...state.values.fields, [name]: value };
    const sentence = fieldChangesSentence(fieldChanges(definition, state.values.fields, after), locale, t);
    if (sentence !== '') setFieldsNews((previous) => ({ sentence, count: previous.count + 1 }));
    dispatch({ type: 'field', name, value });
  };

  useEffect(() => {
    if (open && shownAt.current === undefined) shownAt.current = Date.now();
  }, [open]);
  useEffect(() => {
    if (invalidSubmit.attempt > 0) focusFirstInvalid(formRef.current);
  }, [invalidSubmit]);

  const submit = async () => {
    if (inFlight.current || submission.busy) return;
    if (Object.keys(clientErrors).length > 0) {
      dispatch({ type: 'submitted' });
      reportInvalid(Object.keys(clientErrors).length);
      return;
    }
    inFlight.current = true;
    submission.begin();
    const attempt = nextAttempt(unsettled.current, state.values, (): WireBody => {
      const now = Date.now();
      return {
        ...buildSubmission(formId, definition, state.values, submissionContext(), now),
        [HONEYPOT_KEY]: honeypotRef.current?.value ?? '',
        [SHOWN_AT_KEY]: shownAt.current ?? now,
      };
    });
    const result = await sendSubmission(sendUrl(), attempt.body, attempt.key);
    unsettled.current = result.kind === 'failure' ? attempt : undefined;
    inFlight.current = false;
    if (result.kind === 'success') {
      submission.succeed();
      return;
    }
    if (result.kind === 'failure') {
      console.error(UNEXPECTED_ERROR, result.reason);
    } else {
      const errors = serverErrorPaths(result.fields);
      dispatch({ type: 'server-errors', errors });
      if (Object.keys(errors).length > 0) reportInvalid(Object.keys(errors).length);
    }
    submission.fail();
  };

  return (
    <form
      id={id}
      ref={formRef}
      className="contact-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {hasRequired ? <p className="contact-form__note">{t.COMPONENTS.CONTACT_MODAL.REQUIRED_NOTE}</p> : null}
      <InvalidSummary {...invalidSubmit} remaining={Object.keys(shown).length} locale={locale} t={t} />
      <SpokenStatus {...fieldsNews} />
      {rows.map((row, index) => (
        // Groups never come and go (only fields within them do): the index is a stable key.
        <Fragment key={index}>
          {row.richText ? (
            <SafeHtml
              html={row.richText}
              className="contact-form__rich-text"
              newTabLabel={t.COMPONENTS.LANDING.NEW_TAB}
            />
          ) : null}
          {row.fields.length > 0 ? (
            <div className="contact-form__row">
              {row.fields.map((field) => {
                const code = shown[fieldPath(field)];
                return (
                  <FormFieldView
                    key={fieldKey(field)}
                    field={field}
                    value={state.values.fields[fieldKey(field)] ?? ''}
                    error={code ? fieldErrorText(field, code, t) : undefined}
                    onChange={(value) => {
                      changeField(fieldKey(field), value);
                    }}
                    onBlur={() => {
                      dispatch({ type: 'blur', path: fieldPath(field) });
                    }}
                    idPrefix={id}
                    t={t}
                    locale={locale}
                  />
                );
              })}
            </div>
          ) : null}
        </Fragment>
      ))}
      <ConsentSection
        mode={consentMode}
        values={state.values}
        errors={shown}
        errorText={(code) => errorText(code, t)}
        idPrefix={id}
        onChange={(key, ticked) => {
          dispatch({ type: 'consent', key, ticked });
        }}
        onBlur={(path) => {
          dispatch({ type: 'blur', path });
        }}
        newTabLabel={t.COMPONENTS.LANDING.NEW_TAB}
      />
      <Honeypot inputRef={honeypotRef} idPrefix={id} label={t.COMPONENTS.CONTACT_MODAL.HONEYPOT_LABEL} />
    </form>
  );
}
