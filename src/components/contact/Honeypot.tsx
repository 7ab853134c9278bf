import type { Ref } from 'react';

/** The input's name: meaningless to autofill, so browsers never fill it for people. */
const HONEYPOT_INPUT_NAME = 'sv_hp_field';

/**
 * The spam trap: an input that people never see, reach with the keyboard or
 * hear (off-screen, aria-hidden, out of the tab order), so its value is ''
 * for them. Bots that fill every input give themselves away to the server.
 */
export function Honeypot({
  inputRef,
  idPrefix,
  label,
}: {
  readonly inputRef: Ref<HTMLInputElement>;
  readonly idPrefix: string;
  readonly label: string;
}) {
  const id = `${idPrefix}-hp`;
  return (
    <div className="contact-form__hp" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        name={HONEYPOT_INPUT_NAME}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
