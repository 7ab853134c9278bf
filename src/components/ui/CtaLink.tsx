import type { ReactNode } from 'react';
import { FORM_POPUP_ATTRIBUTE, type CtaTarget } from '../../config/cta.ts';
import { NoScriptNewTabHint } from './NoScriptNewTabHint.tsx';
import '../../styles/landing/base.css';

interface CtaLinkProps {
  readonly target: CtaTarget;
  readonly children: ReactNode;
  /** "(opens in a new tab)", read after the label by screen readers. */
  readonly newTabLabel: string;
  readonly variant?: 'primary' | 'secondary' | 'inverse';
  readonly size?: 'regular' | 'small';
}

/**
 * A call-to-action button. It is always a real link that opens in a new tab,
 * so it works without JavaScript; for the provider's forms the form-popup
 * island turns the click into our own dialog (src/components/form-popup/FormPopupHost.tsx).
 */
export function CtaLink({
  target,
  children,
  newTabLabel,
  variant = 'primary',
  size = 'regular',
}: CtaLinkProps) {
  const popupAttribute = target.mode === 'form-popup' ? { [FORM_POPUP_ATTRIBUTE]: target.form } : {};
  return (
    <a
      className={`button button--${variant} button--${size}`}
      href={target.href}
      target="_blank"
      rel="noopener"
      {...popupAttribute}
    >
      {children}
      {target.mode === 'meeting' ? (
        <>
          {' '}
          <span className="visually-hidden">{newTabLabel}</span>
        </>
      ) : (
        <NoScriptNewTabHint label={newTabLabel} />
      )}
    </a>
  );
}
