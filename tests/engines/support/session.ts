/**
 * What a journey asks of a browser, whichever engine and client drives it (decision 112): the few
 * actions a visitor takes, and scripts run in the page to read it. Element targets are CSS
 * selectors; `mark` (tests/engines/journeys/dom.ts) gives an element found by its role and name one.
 */
export interface EngineSession {
  readonly engine: 'firefox' | 'webkit';
  /** Loads a path of the site and resolves once the page's load event has fired. */
  open(path: string): Promise<void>;
  /** Runs a self-contained function in the page (it is sent as source) and returns its result. */
  run<A extends unknown[], T>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<Awaited<T>>;
  /** A real pointer click in the middle of the element. */
  click(selector: string): Promise<void>;
  /** Real key presses typing `text` into the element. */
  type(selector: string, text: string): Promise<void>;
  /** Chooses the option with this value of a <select>, as a visitor picks it. */
  select(selector: string, value: string): Promise<void>;
  /** One key pressed where the focus is. */
  press(key: 'Enter' | 'Escape' | 'Tab'): Promise<void>;
  /** Sets the size of the page's viewport (CSS pixels). */
  resize(width: number, height: number): Promise<void>;
  /** The whole page as PNG. */
  screenshot(): Promise<Uint8Array>;
  /** Forgets every cookie: the next page is a first visit. */
  clearCookies(): Promise<void>;
  /** Errors the engine reported on its own (besides the in-page probe's), drained. */
  engineErrors(): string[];
  close(): Promise<void>;
}
