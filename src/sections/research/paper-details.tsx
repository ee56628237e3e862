import type { ReactNode } from 'react';
import { TagList } from '../../components/tag-list';
import type { Publication } from '../../content/types';
import { PaperAuthors } from './paper-authors';
import { PaperResults } from './paper-results';

export interface PaperDetailsProps {
  paper: Publication;
  /** h3 inside the modal (its title is the h2), h2 on the paper's own page. */
  headingLevel: 2 | 3;
}

/** Everything about a paper past its title: what the modal and the paper's page show. */
export function PaperDetails({ paper, headingLevel }: PaperDetailsProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const part = (title: string, children: ReactNode) => (
    <section className="mt-7 first:mt-0">
      <Heading className="text-sm font-semibold tracking-wide text-fg uppercase">{title}</Heading>
      <div className="mt-2">{children}</div>
    </section>
  );
  return (
    <>
      {part(
        'Authors',
        <>
          <PaperAuthors authors={paper.authors} className="text-base" />
          <p className="mt-1 text-sm text-muted">
            {paper.conference} · {paper.journal}
          </p>
        </>,
      )}
      {part('Abstract', <p className="leading-relaxed text-muted">{paper.abstract}</p>)}
      {part('Methodology', <p className="leading-relaxed text-muted">{paper.methodology}</p>)}
      {part('Key Results', <PaperResults results={paper.results} />)}
      {part('Keywords', <TagList items={paper.keywords} label="Keywords" />)}
    </>
  );
}
