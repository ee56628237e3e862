import type { ReactNode } from 'react';
import { TagList } from '../../components/tag-list';
import type { Publication } from '../../content/types';
import { paperVenue } from '../../lib/text';
import { PaperAuthors } from './paper-authors';
import { PaperResults } from './paper-results';
import { langOf, t } from '../../words';

export interface PaperDetailsProps {
  paper: Publication;
  /** h3 inside the modal (its title is the h2), h2 on the paper's own page. */
  headingLevel: 2 | 3;
}

/** Everything about a paper past its title: what the modal and the paper's page show. */
export function PaperDetails({ paper, headingLevel }: PaperDetailsProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const venue = paperVenue(paper);
  // A part the owner left empty is left out, heading and all.
  const part = (title: string, children: ReactNode, empty = false) =>
    !empty && (
      <section className="mt-7 first:mt-0">
        <Heading className="text-sm font-semibold tracking-wide text-fg uppercase">{title}</Heading>
        <div className="mt-2">{children}</div>
      </section>
    );
  return (
    <>
      {part(
        t('research.authors'),
        <>
          <PaperAuthors authors={paper.authors} className="text-base" />
          {venue && (
            <p className="mt-1 text-sm text-muted">
              <bdi>{venue}</bdi>
            </p>
          )}
        </>,
      )}
      {part(
        t('research.abstract'),
        <p dir="auto" lang={langOf(paper.abstract)} className="leading-relaxed text-muted">
          {paper.abstract}
        </p>,
        !paper.abstract,
      )}
      {part(
        t('research.methodology'),
        <p dir="auto" lang={langOf(paper.methodology)} className="leading-relaxed text-muted">
          {paper.methodology}
        </p>,
        !paper.methodology,
      )}
      {part(
        t('research.results'),
        <PaperResults paper={paper} />,
        Object.keys(paper.results).length === 0,
      )}
      {part(
        t('research.keywords'),
        <TagList items={paper.keywords} label={t('research.keywords')} />,
        paper.keywords.length === 0,
      )}
    </>
  );
}
