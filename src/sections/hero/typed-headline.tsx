import { useReducedMotion } from '../../hooks/use-media-query';
import { useTypedText } from '../../hooks/use-typed-text';

export interface TypedHeadlineProps {
  roles: readonly string[];
}

/**
 * Screen readers get the roles as one plain sentence; the typing is for eyes only. Before
 * hydration, without JavaScript and under reduced motion the roles are shown as plain text.
 */
export function TypedHeadline({ roles }: TypedHeadlineProps) {
  const reduced = useReducedMotion();
  const typed = useTypedText(roles, !reduced);
  const plain = roles.join(' · ');
  return (
    <p className="mt-4 min-h-[2lh] text-xl font-semibold text-fg sm:min-h-[1lh] sm:text-2xl md:text-3xl">
      <span className="sr-only print:not-sr-only">{plain}</span>
      <span aria-hidden="true" data-testid="typed-headline" className="print:hidden">
        {typed === null ? (
          plain
        ) : (
          <>
            <span className="bg-gradient-to-r from-blue-600 to-purple-600 bg-clip-text text-transparent dark:from-blue-400 dark:to-purple-400">
              {typed}
            </span>
            <span className="ml-0.5 inline-block w-0.5 animate-pulse bg-accent">&nbsp;</span>
          </>
        )}
      </span>
    </p>
  );
}
