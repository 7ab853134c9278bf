import { useIsClient } from '../ui/use-is-client.ts';

const clockYear = () => new Date().getFullYear();

/**
 * The current year from the visitor's clock, so the copyright line is right on
 * 1 January without a rebuild; the build year is the server render, the
 * hydration render and the no-JavaScript fallback.
 */
export function CopyrightYear({ buildYear }: { readonly buildYear: number }) {
  const year = useIsClient() ? clockYear() : buildYear;
  return <time dateTime={String(year)}>{year}</time>;
}
