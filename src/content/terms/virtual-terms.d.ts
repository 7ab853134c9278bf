/**
 * The modules terms-modules.ts builds from content/legal/terms.yaml, one per language: the checked
 * TermsDocument of that language (termsDocument), typed here so its readers cast nothing.
 */
declare module 'virtual:terms/*' {
  // An ambient module may not import by a relative path; a type query is the one way to name it.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const terms: import('./types.ts').TermsDocument;
  export default terms;
}
