import type { APIRoute, GetStaticPaths } from 'astro';
import { DICTIONARIES } from '../../../content/dictionaries.ts';
import { isLocale, LOCALES } from '../../../i18n/locales.ts';

/** /assets/i18n/{lang}.json: the UI dictionary of each language. */
export const getStaticPaths = (() => LOCALES.map((lang) => ({ params: { lang } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => {
  const lang = params['lang'];
  if (!isLocale(lang)) throw new Error(`No dictionary for "${String(lang)}"`);
  return new Response(JSON.stringify(DICTIONARIES[lang]), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
};
