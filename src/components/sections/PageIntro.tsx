import type { PageMeta } from '../../content/types.ts';

interface PageIntroProps {
  readonly meta: PageMeta;
}

/** The page's headline and summary; the full landing sections build on it. */
export function PageIntro({ meta }: PageIntroProps) {
  return (
    <section className="page-intro">
      <h1>{meta.title}</h1>
      <p>{meta.description}</p>
    </section>
  );
}
