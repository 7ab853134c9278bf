import type { FormDefinition, FormField } from '../../forms/definition.ts';
import { MULTI_VALUE_SEPARATOR } from '../../forms/field-rules.ts';
import { presetValue } from '../../forms/preset-value.ts';
import { fieldKey, type FieldIdentity } from '../../forms/field-key.ts';
import {
  communicationCheckboxesOf,
  consentKey,
  consentModeOf,
  PROCESSING_CONSENT_KEY,
} from '../../forms/legal-consent.ts';
import type { ValuesErrors, WireValues } from '../../forms/values-schema.ts';
import { possibleFields } from '../../forms/visible-fields.ts';

/**
 * The contact form's state, as plain data and pure functions: the values are
 * kept as wire values (what HubSpot receives), so validation and the payload
 * use them unchanged.
 */
export const fieldPath = (field: FieldIdentity): string => `fields.${fieldKey(field)}`;
/** A consent checkbox's path, by its wire-values key (consentKey, or PROCESSING_CONSENT_KEY). */
export const consentPath = (key: string): string => `consents.${key}`;

export function initialValues(definition: FormDefinition): WireValues {
  const fields: Record<string, string> = {};
  // Dependent fields too: their value is kept while hidden, and back when they show again.
  for (const field of possibleFields(definition)) fields[fieldKey(field)] = presetValue(field);
  const consents: Record<string, boolean> = {};
  const mode = consentModeOf(definition);
  if (mode.mode === 'explicit_consent_to_process') consents[PROCESSING_CONSENT_KEY] = false;
  for (const checkbox of communicationCheckboxesOf(mode)) consents[consentKey(checkbox)] = false;
  return { fields, consents };
}

export interface Interaction {
  /** Paths of controls the visitor has left (blur). */
  readonly touched: ReadonlySet<string>;
  /** Paths of controls whose value the visitor has changed. */
  readonly changed: ReadonlySet<string>;
  /** A submit was attempted: every error shows (docs/requirements.md R8.4). */
  readonly submitted: boolean;
}

/**
 * The error to show per path. A client error shows once its control was
 * touched or changed, or after a submit attempt (R8.4, R8.5). Errors the server
 * reported show as they are (the form drops one when its control changes).
 */
export function visibleErrors(
  clientErrors: ValuesErrors,
  serverErrors: ValuesErrors,
  interaction: Interaction,
): ValuesErrors {
  const shown: ValuesErrors = { ...serverErrors };
  for (const [path, code] of Object.entries(clientErrors)) {
    if (interaction.submitted || interaction.touched.has(path) || interaction.changed.has(path)) {
      shown[path] = code;
    }
  }
  return shown;
}

/**
 * The server's per-field codes (`{ email: 'email', 'consents.123': 'required' }`)
 * as form paths.
 */
export function serverErrorPaths(fields: Readonly<Record<string, string>> | undefined): ValuesErrors {
  const paths: ValuesErrors = {};
  for (const [key, code] of Object.entries(fields ?? {})) {
    paths[key.startsWith('consents.') ? key : `fields.${key}`] = code;
  }
  return paths;
}

/** Ticking or unticking one option of a multi-value checkbox field, keeping the options' order. */
export function toggleOption(field: FormField, current: string, option: string, ticked: boolean): string {
  const picked = new Set(current.split(MULTI_VALUE_SEPARATOR).filter((value) => value !== ''));
  if (ticked) picked.add(option);
  else picked.delete(option);
  return (field.options ?? [])
    .map((item) => item.value)
    .filter((value) => picked.has(value))
    .join(MULTI_VALUE_SEPARATOR);
}

export interface FormState extends Interaction {
  readonly values: WireValues;
  readonly serverErrors: ValuesErrors;
}

export type FormAction =
  | { readonly type: 'field'; readonly name: string; readonly value: string }
  | { readonly type: 'consent'; readonly key: string; readonly ticked: boolean }
  | { readonly type: 'blur'; readonly path: string }
  | { readonly type: 'submitted' }
  | { readonly type: 'server-errors'; readonly errors: ValuesErrors };

export function initialState(definition: FormDefinition): FormState {
  return {
    values: initialValues(definition),
    touched: new Set(),
    changed: new Set(),
    submitted: false,
    serverErrors: {},
  };
}

function changedAt(state: FormState, path: string, values: WireValues): FormState {
  const serverErrors = Object.fromEntries(Object.entries(state.serverErrors).filter(([key]) => key !== path));
  return { ...state, values, changed: new Set(state.changed).add(path), serverErrors };
}

export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'field':
      return changedAt(state, `fields.${action.name}`, {
        ...state.values,
        fields: { ...state.values.fields, [action.name]: action.value },
      });
    case 'consent':
      return changedAt(state, `consents.${action.key}`, {
        ...state.values,
        consents: { ...state.values.consents, [action.key]: action.ticked },
      });
    case 'blur':
      return state.touched.has(action.path)
        ? state
        : { ...state, touched: new Set(state.touched).add(action.path) };
    case 'submitted':
      return { ...state, submitted: true };
    case 'server-errors':
      return { ...state, serverErrors: action.errors };
  }
}
