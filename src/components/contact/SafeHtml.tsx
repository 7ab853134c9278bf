import { useMemo } from 'react';
import { sanitizeProviderHtml } from './sanitize-html.ts';

interface SafeHtmlProps {
  /** Provider HTML; it is sanitised here, never rendered raw. */
  readonly html: string;
  readonly className?: string;
  readonly as?: 'div' | 'span';
  readonly id?: string;
  /** Said after each link that opens a new tab, for those who cannot see where it opens. */
  readonly newTabLabel?: string;
}

export function SafeHtml({ html, className, as: Tag = 'div', id, newTabLabel }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeProviderHtml(html, newTabLabel), [html, newTabLabel]);
  if (clean.trim() === '') return null;
  return <Tag id={id} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
