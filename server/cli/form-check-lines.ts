import {
  activeFieldGroups,
  isSupportedFieldType,
  type FormDefinition,
  type FormField,
} from '../../src/forms/definition.ts';
import { hostedFormUrl } from '../../src/forms/hosted-form.ts';
import { consentModeOf } from '../../src/forms/legal-consent.ts';
import { unsupportedFields } from '../../src/forms/unsupported-fields.ts';
import { formProblems } from '../hubspot/form-problems.ts';
import { UNEVALUABLE_CONDITION } from '../hubspot/v3-dependents.ts';
import type { FormCheck } from './form-check.ts';
import { terminalSafe } from './terminal-safe.ts';

/**
 * The check's report for one form: what the contact form will show and send, and every reason
 * it would stop leads (docs/requirements.md R10.4, decision 099). Everything quoted from HubSpot
 * is written terminal-safe: a marketer types these names and labels.
 */
export interface FormCheckReport {
  readonly lines: readonly string[];
  /** Reasons no lead of this form reaches HubSpot, or visitors get the hosted form instead. */
  readonly blocking: readonly string[];
}

const safe = (text: string): string => terminalSafe(text);
const star = (required: boolean) => (required ? '*' : '');

function shownFields(definition: FormDefinition): string[] {
  const top = activeFieldGroups(definition)
    .flat()
    .map((field) => `${safe(field.name)}${star(field.required)}${field.hidden === true ? ' (hidden)' : ''}`);
  // A dependent's own dependents too, each after its parent (decision 105).
  const after = (field: FormField): string[] =>
    (field.dependentFieldFilters ?? [])
      .map((rule) => rule.dependentFormField)
      .filter((dependent) => dependent.enabled !== false && isSupportedFieldType(dependent.fieldType))
      .flatMap((dependent) => [
        `${safe(dependent.name)}${star(dependent.required)} (after ${safe(field.name)})`,
        ...after(dependent),
      ]);
  const dependents = activeFieldGroups(definition).flat().flatMap(after);
  return [
    `  fields shown: ${top.join(', ') || 'none'}  (* required)`,
    ...(dependents.length > 0 ? [`  dependent fields, on their condition: ${dependents.join(', ')}`] : []),
  ];
}

/** A type, or a dependent's condition the form cannot evaluate (v3-dependents.ts marks those). */
const why = (fieldType: string): string =>
  fieldType.startsWith(`${UNEVALUABLE_CONDITION}:`)
    ? `condition ${fieldType.slice(UNEVALUABLE_CONDITION.length + 1)} cannot be evaluated`
    : fieldType;

function cannotShow(definition: FormDefinition): string {
  const fields = unsupportedFields(definition).map(
    (field) =>
      `${safe(field.name)} (${safe(why(field.fieldType))}${field.required ? ', required' : ', optional: left out'})`,
  );
  return `  fields it cannot show: ${fields.join(', ') || 'none'}`;
}

function consentLine(definition: FormDefinition): string {
  const mode = consentModeOf(definition);
  if (mode.mode === 'unsendable') return `  consent mode: unsendable (${safe(mode.problem)})`;
  // HubSpot's submission records the basis for one type: the others are named, not dropped silently.
  if (mode.mode === 'legitimate_interest' && mode.otherSubscriptionTypeIds.length > 0) {
    const others = mode.otherSubscriptionTypeIds.map(String).join(', ');
    return `  consent mode: legitimate_interest, the basis recorded for subscription type ${String(mode.subscriptionTypeId)} only, not for ${safe(others)} (one type per submission; give the form one type, or one form per type)`;
  }
  return `  consent mode: ${mode.mode}`;
}

const meta = (definition: FormDefinition, name: string): string | undefined =>
  definition.metaData.find((entry) => entry.name === name)?.value;

function readForm(check: Extract<FormCheck, { kind: 'read' }>): FormCheckReport {
  const { definition, locale } = check;
  const language = meta(definition, 'lang');
  const blocking = formProblems(definition).map((problem) => safe(problem.message));
  const languageNote =
    language !== undefined && language !== locale ? ` (the site shows it on its ${safe(locale)} pages)` : '';
  return {
    lines: [
      `form ${safe(locale)} ${check.formId} "${safe(definition.name ?? '')}"`,
      ...shownFields(definition),
      cannotShow(definition),
      consentLine(definition),
      `  CAPTCHA: ${definition.captchaEnabled === true ? 'on' : 'off'}`,
      `  language: ${safe(language ?? 'not stated')}${languageNote}`,
      `  submit text: ${safe(definition.submitText ?? 'HubSpot default')}`,
      `  hosted form: ${hostedFormUrl(check.formId)}`,
      ...blocking.map((reason) => `  STOPS LEADS: ${reason}`),
    ],
    blocking,
  };
}

/** The report of one check, whatever its outcome. */
export function formCheckReport(check: FormCheck): FormCheckReport {
  const head = `form ${safe(check.locale)} ${check.formId}`;
  switch (check.kind) {
    case 'read':
      return readForm(check);
    case 'not-found': {
      const reason =
        'HubSpot has no form with this id in this portal (404): check the id in site-settings.json';
      return { lines: [head, `  STOPS LEADS: ${reason}`], blocking: [reason] };
    }
    case 'token-refused': {
      const reason = `the access token is refused (${String(check.status)}): it needs the scope \`forms\` on this portal`;
      return { lines: [head, `  STOPS LEADS: ${reason}`], blocking: [reason] };
    }
    case 'unreadable': {
      const reason = `the form could not be read: ${safe(check.reason)}`;
      return { lines: [head, `  STOPS LEADS: ${reason}`], blocking: [reason] };
    }
  }
}
