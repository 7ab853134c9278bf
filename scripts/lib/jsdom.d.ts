/**
 * The part of jsdom's API the build scripts use (jsdom ships no types and
 * @types/jsdom is not a dependency): parse an HTML string into a document.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
