import { useId, type MouseEvent } from 'react';
import type { TermsDocument } from '../../content/terms/types.ts';

interface TermsViewProps {
  readonly terms: TermsDocument;
  /** Heading of the clause index. */
  readonly indexLabel: string;
}

const anchorFor = (prefix: string, clause: string) => `${prefix}-clause-${clause}`;

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
export function TermsView({ terms, indexLabel }: TermsViewProps) {
  const prefix = useId().replaceAll(':', '');
  const indexId = `${prefix}-index`;
  return (
    <div className="terms">
      <p className="terms__title">{terms.title}</p>
      <p className="terms__version">{terms.version}</p>
      {terms.preamble.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <nav className="terms__index" aria-labelledby={indexId}>
        <h3 id={indexId}>{indexLabel}</h3>
        <ol>
          {terms.clauses.map((clause) => {
            const id = anchorFor(prefix, clause.number);
            return (
              <li key={clause.number}>
                <a
                  href={`#${id}`}
                  onClick={(event) => {
                    jumpTo(event, id);
                  }}
                >
                  {clause.number}. {clause.title}
                </a>
              </li>
            );
          })}
        </ol>
      </nav>
      {terms.clauses.map((clause) => (
        <section key={clause.number} className="terms__clause">
          <h3 id={anchorFor(prefix, clause.number)} tabIndex={-1}>
            {clause.number}. {clause.title}
          </h3>
          {clause.paragraphs.map((paragraph) => (
            <div key={paragraph.number} className="terms__paragraph">
              <p>
                <span className="terms__number">{paragraph.number}</span> {paragraph.text}
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
