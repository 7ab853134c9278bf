import '../../styles/landing/base.css';
import { plainName } from '../../lib/hyphenation/without-soft-hyphens.ts';

interface SectionHeadingProps {
  readonly id: string;
  readonly stepTitle?: string;
  readonly title: string;
  readonly subtitle?: string;
  readonly align?: 'start' | 'center';
}

/** The eyebrow, title and subtitle every section opens with; `id` labels the section. */
export function SectionHeading({ id, stepTitle, title, subtitle, align = 'start' }: SectionHeadingProps) {
  return (
    <header className={`section-heading section-heading--${align}`}>
      {stepTitle ? <p className="section-heading__step">{stepTitle}</p> : null}
      <h2 id={id} className="section-heading__title" {...plainName(title)}>
        {title}
      </h2>
      {subtitle ? <p className="section-heading__subtitle">{subtitle}</p> : null}
    </header>
  );
}
