// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activeFields, parseFormDefinition } from '../../../forms/definition.ts';
import { dictionaryFor } from '../../../content/dictionaries.ts';
import { fillJsdomGaps } from '../../../../tests/support/jsdom-gaps.ts';
import { DateField } from './DateField.tsx';

const parsed = parseFormDefinition(JSON.parse(readFileSync('tests/fixtures/every-field-type.json', 'utf8')));
if (!parsed.ok) throw new Error(parsed.error);
const field = activeFields(parsed.definition).find(({ fieldType }) => fieldType === 'date');
if (!field) throw new Error('the fixture has no date field');
const requiredDate = { ...field, required: true };
const t = dictionaryFor('en');

function renderField() {
  const onBlur = vi.fn();
  render(
    <>
      <DateField
        field={requiredDate}
        value=""
        error={undefined}
        onChange={() => undefined}
        onBlur={onBlur}
        idPrefix="cf"
        t={t}
        locale="en"
      />
      <button type="button">Elsewhere</button>
    </>,
  );
  return {
    onBlur,
    input: screen.getByRole('textbox', { name: /Preferred call date/ }),
    calendarButton: screen.getByRole('button', { name: t.COMPONENTS.CONTACT_MODAL.CHOOSE_DATE }),
  };
}

beforeAll(fillJsdomGaps);
afterEach(cleanup);

describe('DateField: when the visitor leaves the field', () => {
  it('pressing the calendar button is not leaving, even where a click does not focus the button (Safari)', async () => {
    const { onBlur, input, calendarButton } = renderField();
    input.focus();
    // Safari's order: the press, then the input loses focus to nothing, then the click.
    fireEvent.pointerDown(calendarButton);
    fireEvent.blur(input, { relatedTarget: null });
    fireEvent.pointerUp(calendarButton);
    fireEvent.click(calendarButton);
    expect(onBlur).not.toHaveBeenCalled();
    // The calendar's code loads on first use.
    expect(
      await screen.findByRole(
        'dialog',
        { name: t.COMPONENTS.CONTACT_MODAL.CHOOSE_DATE },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
  });

  it('focus moving to something outside the field, or to nothing after the press, is leaving', () => {
    const { onBlur, input, calendarButton } = renderField();
    input.focus();
    fireEvent.blur(input, { relatedTarget: screen.getByRole('button', { name: 'Elsewhere' }) });
    expect(onBlur).toHaveBeenCalledTimes(1);

    fireEvent.pointerDown(calendarButton);
    fireEvent.pointerUp(document.body);
    input.focus();
    fireEvent.blur(input, { relatedTarget: null });
    expect(onBlur).toHaveBeenCalledTimes(2);
  });
});
