import type { ReactNode } from 'react';

export interface NoteAsideProps {
  /** The heading's id, which names the navigation. */
  id: string;
  title: string;
  children: ReactNode;
}

/** A titled navigation under a note or a list of notes (its tags, related notes); not printed. */
export function NoteAside({ id, title, children }: NoteAsideProps) {
  return (
    <nav aria-labelledby={id} className="mt-12 border-t border-border pt-6 print:hidden">
      <h2 id={id} className="text-sm font-semibold text-fg">
        {title}
      </h2>
      {children}
    </nav>
  );
}
