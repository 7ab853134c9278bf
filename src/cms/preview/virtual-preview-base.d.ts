/** The content the build read, for the editor's preview (build-preview.ts writes it). */
declare module 'virtual:preview-base' {
  // The build writes the files it has just checked (checkSiteContent), so they carry its type.
  // An ambient module cannot `import type` by a relative path, hence the import() type.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  type ContentFiles = import('../../content/load/site-content.ts').ContentFiles;
  const base: {
    readonly files: ContentFiles;
    readonly sizes: readonly (readonly [string, { readonly width: number; readonly height: number }])[];
  };
  export default base;
}
