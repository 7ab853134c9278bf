import { fieldKey } from '../../forms/field-key.ts';
import type { FormDefinition, FormField } from '../../forms/definition.ts';
import { visibleFields, type FieldValues } from '../../forms/visible-fields.ts';
import { format } from '../../i18n/format.ts';
import type { Dictionary } from '../../content/dictionaries.ts';
import type { Locale } from '../../i18n/locales.ts';

/**
 * What a screen reader hears when an answer shows or hides dependent fields (decision 093):
 * they appear right after the field being answered, or vanish from it, with nothing else
 * to tell a visitor who cannot see the form.
 */
export interface FieldChanges {
  /** Fields the new values show that the old ones did not, in the form's order. */
  readonly appeared: readonly FormField[];
  /** Fields the old values showed that the new ones do not. */
  readonly gone: readonly FormField[];
}

/** The fields on screen: the visible ones the definition does not mark hidden. */
const onScreen = (definition: FormDefinition, values: FieldValues): FormField[] =>
  visibleFields(definition, values).filter((field) => field.hidden !== true);

export function fieldChanges(
  definition: FormDefinition,
  before: FieldValues,
  after: FieldValues,
): FieldChanges {
  const old = onScreen(definition, before);
  const now = onScreen(definition, after);
  const missingFrom = (fields: FormField[]) => (field: FormField) =>
    !fields.some((other) => fieldKey(other) === fieldKey(field));
  return { appeared: now.filter(missingFrom(old)), gone: old.filter(missingFrom(now)) };
}

/** A sentence's end, unless the last label brought its own ("…, roughly?"). */
const ended = (sentence: string): string => (/[.!?…]$/.test(sentence) ? sentence : `${sentence}.`);

/**
 * «Nuovo campo: Settore» / "New fields: Industry and Role", then the fields that went: one
 * sentence per kind, by the visible labels, joined the language's way ("and", "e"). '' when
 * nothing changed.
 */
export function fieldChangesSentence(changes: FieldChanges, locale: Locale, t: Dictionary): string {
  const texts = t.COMPONENTS.CONTACT_MODAL;
  const plural = new Intl.PluralRules(locale);
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const say = (fields: readonly FormField[], one: string, other: string): string[] =>
    fields.length === 0
      ? []
      : [
          format(plural.select(fields.length) === 'one' ? one : other, {
            fields: list.format(fields.map((field) => field.label)),
          }),
        ];
  const sentences = [
    ...say(changes.appeared, texts.FIELD_ADDED_ONE, texts.FIELD_ADDED_OTHER),
    ...say(changes.gone, texts.FIELD_REMOVED_ONE, texts.FIELD_REMOVED_OTHER),
  ];
  return sentences.length > 1 ? sentences.map(ended).join(' ') : (sentences[0] ?? '');
}
