import { useCallback, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useMenuDismiss } from './use-menu-dismiss.ts';
import '../../styles/landing/main-menu.css';

/** One menu per page; the button names the panel it controls by this id. */
export const MENU_PANEL_ID = 'main-menu-panel';

interface MenuDisclosureProps {
  /** Accessible name of the navigation landmark. */
  readonly label: string;
  /** Visible text (and so accessible name) of the button that shows the menu on small screens. */
  readonly buttonLabel: string;
  /** The menu's `<li>` items. */
  readonly children: ReactNode;
  /** Shown under the list in the small-screen panel only (the language switch). */
  readonly panelFooter?: ReactNode;
}

/**
 * A navigation landmark that is an inline list from 768 px and, below, a
 * disclosure: a button (aria-expanded, aria-controls) showing a panel that
 * overlays the page under the header. The CSS decides which form shows; the
 * state only says whether the panel is open. Platform disclosure rather than
 * the Popover API: decision 036.
 */
export function MenuDisclosure({ label, buttonLabel, children, panelFooter }: MenuDisclosureProps) {
  const [open, setOpen] = useState(false);
  const menuRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
  }, []);
  useMenuDismiss(open, menuRef, buttonRef, close);

  // Choosing a link closes the panel (same-page links included: the page may not reload).
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) close();
  };

  return (
    <nav aria-label={label} className="main-menu" ref={menuRef} data-open={open ? '' : undefined}>
      <button
        type="button"
        className="main-menu__toggle"
        aria-expanded={open}
        aria-controls={MENU_PANEL_ID}
        ref={buttonRef}
        onClick={() => {
          setOpen((wasOpen) => !wasOpen);
        }}
      >
        <MenuIcon open={open} />
        <span className="main-menu__toggle-text">{buttonLabel}</span>
      </button>
      <div id={MENU_PANEL_ID} className="main-menu__panel" onClick={closeOnLink}>
        <ul className="main-menu__list">{children}</ul>
        {panelFooter ? <div className="main-menu__panel-footer">{panelFooter}</div> : null}
      </div>
    </nav>
  );
}

/** Three bars, or a cross while open; decoration only (the button's text names it). */
function MenuIcon({ open }: { readonly open: boolean }) {
  return (
    <svg className="main-menu__icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
      <path
        d={open ? 'M5 5l10 10M15 5L5 15' : 'M3 5.5h14M3 10h14M3 14.5h14'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
