import { Fragment, type ReactNode } from 'react';

/**
 * Short facts read as one phrase, "2025 · Computer Vision", and kept as one item of a wrapping row
 * (a card's or a modal's meta line): a row too narrow for all of it moves the phrase to the next
 * line whole, rather than ending a line on the dot. An empty fact ('' for a paper without a year) is
 * left out with its dot. The dot is decoration, hidden from screen readers; the spaces around it
 * keep the text reading as words (search's excerpts, copy and paste).
 */
export function DotJoined({ children }: { children: ReactNode[] }) {
  const facts = children.filter(
    (fact) => fact !== null && fact !== undefined && fact !== false && fact !== '',
  );
  return (
    <span>
      {facts.map((fact, index) => (
        <Fragment key={index}>
          {index > 0 && (
            <>
              {' '}
              <span aria-hidden="true">·</span>{' '}
            </>
          )}
          {fact}
        </Fragment>
      ))}
    </span>
  );
}
