import type { TermsDocument } from '../../content/terms/types.ts';
import { TermsView } from './TermsView.tsx';

interface TermsPageProps {
  readonly terms: TermsDocument;
  readonly indexLabel: string;
}

/**
 * The terms page's content: the whole contract as static HTML, so it reads,
 * prints and links (`#clause-9`) without JavaScript. The footer's dialog shows
 * the same text on every other page (decision 080).
 */
export function TermsPage({ terms, indexLabel }: TermsPageProps) {
  return (
    <article className="terms-page">
      <TermsView terms={terms} indexLabel={indexLabel} variant="page" />
    </article>
  );
}
