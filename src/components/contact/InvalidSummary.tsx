import { format } from '../../i18n/format.ts';
import type { Dictionary } from '../../content/dictionaries.ts';
import type { Locale } from '../../i18n/locales.ts';
import { SpokenStatus } from './SpokenStatus.tsx';

/**
 * One spoken sentence when a submit finds fields to fix ("3 fields need completing or correcting").
 * The fields' own errors are not live regions: an empty submit would otherwise queue one bare
 * "This field is required" per field, none saying which. Focus moves to the first invalid field,
 * which reads its label and its error; this says how many there are. Sighted visitors see the red
 * errors, so the sentence is for screen readers only.
 */
export function InvalidSummary({
  attempt,
  count,
  remaining,
  locale,
  t,
}: {
  /** Increases with every submit that found errors (0: none yet). */
  readonly attempt: number;
  /** How many fields that submit found to fix: the sentence keeps it while the visitor fixes them. */
  readonly count: number;
  /** How many still show an error: at 0 the sentence goes. */
  readonly remaining: number;
  readonly locale: Locale;
  readonly t: Dictionary;
}) {
  let sentence = '';
  if (attempt > 0 && remaining > 0) {
    const labels = t.COMPONENTS.CONTACT_MODAL;
    sentence =
      new Intl.PluralRules(locale).select(count) === 'one'
        ? labels.INVALID_SUMMARY_ONE
        : format(labels.INVALID_SUMMARY_OTHER, { count });
  }
  return <SpokenStatus sentence={sentence} count={attempt} />;
}
