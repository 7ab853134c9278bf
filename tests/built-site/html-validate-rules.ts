import type { ConfigData } from 'html-validate';

/**
 * html-validate's recommended rules for the built pages. Five rules are loosened, each for markup
 * the HTML standard allows and the W3C Nu checker accepts, written by React's server renderer; a
 * real error (an element where HTML does not allow it, a duplicate id, a missing label) still fails.
 */
export const HTML_VALIDATE_CONFIG: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // React writes void elements as `<img … />`, Astro as `<meta …>`: both are valid HTML syntax
    // (the slash is allowed and ignored), so the style is left to them.
    'void-style': 'off',
    // Attribute names are case-insensitive in HTML; React writes a few in camel case
    // (`fetchPriority`, `hrefLang`, `dateTime`). Anything else must still be lower case.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // React writes an empty attribute as `hidden=""`, Astro as `hidden`: the same value in HTML.
    'attribute-empty-style': 'off',
    // React's useId gives ids like `_r1R_0_`. HTML only asks an id to be non-empty and without
    // spaces, which is what the relaxed check tests.
    'valid-id': ['error', { relaxed: true }],
    // A heading whose words carry soft hyphens names itself with its plain words (aria-label on an
    // h1–h3, which HTML and ARIA allow): Chromium would otherwise keep the soft hyphens in its name.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
  },
};
