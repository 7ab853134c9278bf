import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;
const clockYear = () => new Date().getFullYear();

/**
 * The current year from the visitor's clock, so the copyright line is right on
 * 1 January without a rebuild; the build year is the server render and the
 * no-JavaScript fallback.
 */
export function CopyrightYear({ buildYear }: { readonly buildYear: number }) {
  const year = useSyncExternalStore(subscribeNever, clockYear, () => buildYear);
  return <time dateTime={String(year)}>{year}</time>;
}
