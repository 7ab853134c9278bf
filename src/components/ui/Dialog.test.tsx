// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fillJsdomGaps } from '../../../tests/support/jsdom-gaps.ts';
import { Dialog } from './Dialog.tsx';

beforeAll(fillJsdomGaps);

/**
 * Presses Escape (the dialog's `cancel`) in the commit that opened the dialog, after its layout
 * effects and before any passive effect: what a quick key press meets on a busy phone, where React
 * runs passive effects in a later task.
 */
function EscapeAtOnce({ onPressed }: { onPressed: (prevented: boolean) => void }) {
  useLayoutEffect(() => {
    const cancel = new Event('cancel', { cancelable: true });
    document.querySelector('dialog')?.dispatchEvent(cancel);
    onPressed(cancel.defaultPrevented);
  }, [onPressed]);
  return null;
}

describe('Dialog', () => {
  it('takes Escape over from the commit that opens it, so the browser never closes it on its own', () => {
    const onClose = vi.fn();
    const onPressed = vi.fn();
    render(
      <>
        <Dialog open onClose={onClose} title="Contact" closeLabel="Close">
          <p>Form</p>
        </Dialog>
        <EscapeAtOnce onPressed={onPressed} />
      </>,
    );
    // The parent owns `open`: a cancel it did not hear would close the dialog behind its back.
    expect(onPressed).toHaveBeenCalledWith(true);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
