import { useId, type CSSProperties, type MouseEvent } from 'react';
import type { TermsDocument } from '../../content/terms/types.ts';
import { plainName } from '../../lib/hyphenation/without-soft-hyphens.ts';
import { clauseLength } from './clause-length.ts';

interface TermsViewProps {
  readonly terms: TermsDocument;
  /** Heading of the clause index. */
  readonly indexLabel: string;
  /**
   * `dialog`: under the footer dialog's own title (h2); the index jumps inside the dialog.
   * `page`: the terms page, with the contract's title as its h1 and stable `#clause-N`
   * anchors that a link can point at and that work without JavaScript.
   */
  readonly variant: 'dialog' | 'page';
  /** In the dialog: a link to the terms page, which can be printed, saved and linked to (decision 080). */
  readonly pageLink?: { readonly href: string; readonly label: string };
}

/**
 * Jumps inside the dialog without touching the address (no history entry, no
 * fragment another island might react to) and moves focus to the clause
 * heading, so keyboard and screen-reader users land where they chose.
 */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.scrollIntoView({ block: 'start' });
}

/** The contract: version, parties, the clause index, then every numbered clause. */
export function TermsView({ terms, indexLabel, variant, pageLink }: TermsViewProps) {
  const dialogPrefix = useId().replaceAll(':', '');
  const onPage = variant === 'page';
  // One dialog per page, but ids must not collide with the page's own (the terms page has both).
  const anchorFor = (clause: string) => (onPage ? `clause-${clause}` : `${dialogPrefix}-clause-${clause}`);
  const indexId = onPage ? 'terms-index' : `${dialogPrefix}-index`;
  const Title = onPage ? 'h1' : 'p';
  const Heading = onPage ? 'h2' : 'h3';
  return (
    <div className="terms">
      <Title className="terms__title" {...(onPage ? plainName(terms.title) : {})}>
        {terms.title}
      </Title>
      <p className="terms__version">{terms.version}</p>
      {pageLink ? (
        <p className="terms__page-link">
          <a href={pageLink.href}>{pageLink.label}</a>
        </p>
      ) : null}
      {terms.preamble.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <nav className="terms__index" aria-labelledby={indexId}>
        <Heading id={indexId} className="terms__index-title" {...plainName(indexLabel)}>
          {indexLabel}
        </Heading>
        <ol>
          {terms.clauses.map((clause) => {
            const id = anchorFor(clause.number);
            return (
              <li key={clause.number}>
                <a
                  href={`#${id}`}
                  {...plainName(`${clause.number}. ${clause.title}`)}
                  onClick={
                    onPage
                      ? undefined
                      : (event) => {
                          jumpTo(event, id);
                        }
                  }
                >
                  {`${clause.number}. ${clause.title}`}
                </a>
              </li>
            );
          })}
        </ol>
      </nav>
      {/* Numbers and titles as one text node: React's server renderer puts `<!-- -->` between two
          adjacent ones, ~300 of them on this page, whose HTML must fit one round trip (decision 079). */}
      {terms.clauses.map((clause) => (
        <section
          key={clause.number}
          className="terms__clause"
          // The page skips laying out clauses far from view; legal.css estimates their height from this.
          style={onPage ? ({ '--clause-length': clauseLength(clause) } as CSSProperties) : undefined}
        >
          <Heading
            id={anchorFor(clause.number)}
            className="terms__clause-title"
            tabIndex={-1}
            {...plainName(`${clause.number}. ${clause.title}`)}
          >
            {`${clause.number}. ${clause.title}`}
          </Heading>
          {clause.paragraphs.map((paragraph) => (
            <div key={paragraph.number} className="terms__paragraph">
              <p>
                <span className="terms__number">{paragraph.number}</span>
                {` ${paragraph.text}`}
              </p>
              {paragraph.items ? (
                <ol className="terms__items" type="a">
                  {paragraph.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ol>
              ) : null}
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
