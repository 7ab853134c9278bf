import * as z from 'zod';

/**
 * What every part of the interface's words (interface.ts) is built with: a titled group of fields,
 * and the line that marks words only screen readers say.
 */

/** A group of the interface's words, with its title and hint for the editor at /admin. */
export const group = <T extends z.ZodRawShape>(title: string, shape: T, description?: string) =>
  z.strictObject(shape).meta({ title, ...(description === undefined ? {} : { description }) });

/** Words a screen reader says but the page does not show. */
export const SPOKEN = 'Read aloud by screen readers, not shown.';
