import type { Locale } from '../locales.ts';
import { en } from './en.ts';
import { it, type Dictionary } from './it.ts';

export type { Dictionary };

export const DICTIONARIES: Readonly<Record<Locale, Dictionary>> = { it, en };

export function dictionaryFor(locale: Locale): Dictionary {
  return DICTIONARIES[locale];
}
