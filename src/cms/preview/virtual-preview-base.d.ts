/** The content the build read, for the editor's preview (build-preview.ts writes it). */
declare module 'virtual:preview-base' {
  const base: {
    readonly files: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
    readonly sizes: readonly (readonly [string, { readonly width: number; readonly height: number }])[];
  };
  export default base;
}
