import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { ContactForm } from '../../src/components/contact/ContactForm.tsx';
import type { SubmissionControl } from '../../src/components/contact/use-submission-status.ts';
import type { FormDefinition } from '../../src/forms/definition.ts';
import { dictionaryFor } from '../../src/content/dictionaries.ts';
import type { Locale } from '../../src/i18n/locales.ts';

/** The modal's submission control as a list of what the form told it. */
export function submissionControl(): SubmissionControl & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    status: 'idle',
    busy: false,
    begin: () => calls.push('begin'),
    succeed: () => calls.push('succeed'),
    fail: () => calls.push('fail'),
  };
}

/** The contact form with id `cf` and, outside it as in the modal, its submit button. */
export function renderContactForm(options: {
  readonly definition: FormDefinition;
  readonly formId: string;
  readonly locale: Locale;
  readonly submission?: SubmissionControl & { calls: string[] };
}) {
  const t = dictionaryFor(options.locale);
  const submission = options.submission ?? submissionControl();
  render(
    <>
      <ContactForm
        id="cf"
        definition={options.definition}
        formId={options.formId}
        locale={options.locale}
        t={t}
        submission={submission}
        open
      />
      <button type="submit" form="cf">
        {t.BUTTON.SUBMIT}
      </button>
    </>,
  );
  return submission;
}

/** A fetch stub in place of the browser's for each test of the calling suite, then the real one back. */
export function useFetchMock() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}
