/**
 * The modules terms-modules.ts builds from content/legal/terms.yaml, one per language: a checked
 * TermsDocument, typed where load-terms.ts imports it (an ambient module cannot import a type).
 */
declare module 'virtual:terms/*' {
  const terms: unknown;
  export default terms;
}
