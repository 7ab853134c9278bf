/**
 * Browser APIs jsdom lacks, filled in for component tests with just the part
 * the components rely on. Focus handling, the top layer and real layout are the
 * browser's, covered by the Playwright tests.
 */
export function fillJsdomGaps(): void {
  const dialog = HTMLDialogElement.prototype as Partial<HTMLDialogElement> & HTMLElement;
  dialog.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  dialog.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  // Like the browser's, it reports each observed element once after `observe`, then on change
  // (jsdom has no layout, so there is none): a component that waits for the first report works.
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver ??= class {
    readonly #callback: ResizeObserverCallback;
    readonly #observed = new Set<Element>();
    constructor(callback: ResizeObserverCallback) {
      this.#callback = callback;
    }
    observe(target: Element): void {
      this.#observed.add(target);
      queueMicrotask(() => {
        if (!this.#observed.has(target)) return;
        const { width, height } = target.getBoundingClientRect();
        const size = [{ inlineSize: width, blockSize: height }];
        const entry = { target, borderBoxSize: size, contentBoxSize: size } as unknown as ResizeObserverEntry;
        this.#callback([entry], this);
      });
    }
    unobserve(target: Element): void {
      this.#observed.delete(target);
    }
    disconnect(): void {
      this.#observed.clear();
    }
  };
}

/**
 * jsdom never fetches stylesheets, so a `<link rel="stylesheet">` never fires
 * `load`: this fires it, as a browser would once the file arrived, for every
 * stylesheet link put in the head (dialogs wait for their on-demand CSS,
 * src/lib/load-stylesheet.ts). Returns the function that stops it.
 */
export function loadStylesheetsOnInsert(): () => void {
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof HTMLLinkElement && node.rel === 'stylesheet')
          node.dispatchEvent(new Event('load'));
      }
    }
  });
  observer.observe(document.head, { childList: true });
  return () => {
    observer.disconnect();
  };
}
