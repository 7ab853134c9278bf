import type { LandingSections } from '../../content/types.ts';
import '../../styles/landing/closing.css';

interface ClosingLineProps {
  readonly block: LandingSections['closingLine'];
}

/** Section 9: the highlighted closing line, a statement rather than a heading. */
export function ClosingLine({ block }: ClosingLineProps) {
  return (
    <div className="closing-line">
      <p className="closing-line__text">{block.title}</p>
    </div>
  );
}
