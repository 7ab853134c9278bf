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
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver ??= class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}
