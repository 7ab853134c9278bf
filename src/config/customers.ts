import { successStories } from './site-settings.ts';

/**
 * The three customers whose published stories the success-story cards show: name, colour, link,
 * pictures and their alt texts, all from site-settings.json (decision 094).
 *
 * Not a part of SITE: the form popup's island reads SITE through cta.ts, and a bundle that keeps
 * SITE keeps every settings group SITE reads. The cards are rendered at build and need no script,
 * so no browser bundle carries the customers.
 */
export const CUSTOMERS = successStories;

export type CustomerKey = keyof typeof CUSTOMERS;
export type Customer = (typeof CUSTOMERS)[CustomerKey];
