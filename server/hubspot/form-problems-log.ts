import type { FastifyBaseLogger } from 'fastify';
import { unsupportedFields } from '../../src/forms/unsupported-fields.ts';
import type { CachedForm } from './cached-form.ts';
import { formReport, type FormReport } from './form-problems.ts';

/**
 * Tells the operator, when a definition loads (embedded at start, HubSpot on each fetch or
 * snapshot read), what in it stops leads (form-problems.ts): one error line per problem, naming
 * the form; and, as a warning, the optional fields the contact form leaves out (decision 093).
 * Only when that changes for the form, not on every refresh; a form whose problems are gone is
 * said so once. The current problems of every form are kept for /readyz.
 */
export interface FormProblemsReporter {
  readonly report: (form: CachedForm) => void;
  /** The forms that have problems now, in the order they were first loaded. */
  readonly current: () => FormReport[];
}

export function formProblemsReporter(log: FastifyBaseLogger): FormProblemsReporter {
  const reports = new Map<string, FormReport>();
  const reported = new Map<string, string>();
  return {
    report: (form) => {
      const report = formReport(form.id, form.definition);
      const leftOut = unsupportedFields(form.definition).filter((field) => !field.required);
      const key = JSON.stringify([report.problems, leftOut]);
      reports.set(form.id, report);
      const before = reported.get(form.id);
      if (before === key) return;
      reported.set(form.id, key);
      const named = { formId: form.id, form: report.form };
      for (const problem of report.problems) {
        log.error(
          { ...named, problem: problem.kind, field: problem.field, fieldType: problem.fieldType },
          `form "${report.form}" (${form.id}): ${problem.message}`,
        );
      }
      for (const field of leftOut) {
        log.warn(
          { ...named, field: field.name, fieldType: field.fieldType },
          'a form field of a type the contact form cannot show is left out',
        );
      }
      if (before !== undefined && report.problems.length === 0) {
        log.info(named, `form "${report.form}" (${form.id}) has no problem left that stops leads`);
      }
    },
    current: () => [...reports.values()].filter((report) => report.problems.length > 0),
  };
}
