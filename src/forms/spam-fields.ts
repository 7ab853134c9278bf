/**
 * Spam signals sent beside the `{ formId, form }` body of docs/requirements.md R10.5 as extra top-level
 * keys: `{ formId, form, hp, shownAt }`. `submissionSchema` strips unknown keys,
 * so the server reads these two separately for its spam checks.
 *
 * - `hp`: the honeypot input's value. People never see or reach the input, so
 *   for them it is always ''; bots that fill every field give themselves away.
 * - `shownAt`: ms timestamp of when the form was shown; a submission that comes
 *   back implausibly fast was not typed by a person.
 */
export const HONEYPOT_KEY = 'hp';
export const SHOWN_AT_KEY = 'shownAt';

export interface SpamSignals {
  readonly [HONEYPOT_KEY]: string;
  readonly [SHOWN_AT_KEY]: number;
}

/** The honeypot input's name in the DOM: meaningless to autofill, so browsers never fill it for people. */
export const HONEYPOT_INPUT_NAME = 'sv_hp_field';
