/**
 * A polite live region for screen readers only. It is rendered from the form's first render,
 * empty: a region created together with its text is not announced, only a change to one
 * already there. Sighted visitors see what it says (errors, a field appearing), so it is
 * visually hidden and takes no room.
 */
export function SpokenStatus({ sentence, count }: { readonly sentence: string; readonly count: number }) {
  // A region speaks only when its text changes: a trailing no-break space on every other
  // message makes a second identical one heard too, and is not pronounced.
  return (
    <p className="visually-hidden" role="status">
      {sentence !== '' && count % 2 === 0 ? `${sentence}\u00a0` : sentence}
    </p>
  );
}
