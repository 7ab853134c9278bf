import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';

/**
 * While the menu is open, closes it the ways a visitor expects of a disclosure:
 * Escape (focus goes back to the button), a press outside the menu, and focus
 * moving on past it (the panel overlays the page, so it must not hide what the
 * keyboard reaches next: WCAG 2.4.11). Listeners exist only while open, and
 * are added as the panel is committed (a layout effect), so an Escape or a press
 * that follows at once already finds them.
 */
export function useMenuDismiss(
  open: boolean,
  menuRef: RefObject<HTMLElement | null>,
  buttonRef: RefObject<HTMLButtonElement | null>,
  close: () => void,
): void {
  const onClose = useEffectEvent(close);
  useLayoutEffect(() => {
    const menu = menuRef.current;
    if (!open || !menu) return;
    const isOutside = (target: EventTarget | null) => target instanceof Node && !menu.contains(target);
    const onPointerDown = (event: Event) => {
      if (isOutside(event.target)) onClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      buttonRef.current?.focus();
    };
    // A null relatedTarget is a click on the panel's background or a switch of window: not "moving on".
    const onFocusOut = (event: FocusEvent) => {
      if (isOutside(event.relatedTarget)) onClose();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    menu.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      menu.removeEventListener('focusout', onFocusOut);
    };
  }, [open, menuRef, buttonRef]);
}
