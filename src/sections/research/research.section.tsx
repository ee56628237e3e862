import { lazy, Suspense } from 'react';
import { Section } from '../../components/section';
import { StatList } from '../../components/stat-list';
import { figures, publications } from '../../content';
import { useItemAddress } from '../../hooks/use-item-address';
import { countByStatus } from '../../lib/stats';
import { PaperCard } from './paper-card';

// The modal is its own chunk, fetched the first time a visitor opens one.
const PaperDialog = lazy(() => import('./paper-dialog').then((m) => ({ default: m.PaperDialog })));

const sectionElement = () => document.getElementById('research');

export default function Research() {
  const { id, open, close } = useItemAddress('paper', publications);
  const selected = publications.find((p) => p.id === id) ?? null;
  const stats = [
    { label: 'Publications', value: publications.length },
    { label: 'Under Review', value: countByStatus(publications, 'Under Review') },
    { label: 'Co-authors', value: figures.coAuthors },
    { label: 'Research Areas', value: figures.researchAreas },
  ];

  return (
    <Section
      id="research"
      title="Research & Publications"
      subtitle="Papers from my work in machine learning, written with fellow researchers"
      tinted
    >
      <StatList
        stats={stats}
        label="Research in numbers"
        className="mx-auto max-w-4xl grid-cols-2 md:grid-cols-4"
      />
      <ul className="card-list mx-auto mt-12 grid max-w-5xl grid-cols-1 gap-8">
        {publications.map((paper) => (
          <li key={paper.id}>
            <PaperCard paper={paper} onOpen={() => open(paper.id)} />
          </li>
        ))}
      </ul>
      {selected && (
        <Suspense fallback={null}>
          <PaperDialog paper={selected} onClose={close} fallbackFocus={sectionElement} />
        </Suspense>
      )}
    </Section>
  );
}
