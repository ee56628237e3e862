import { useRef } from 'react';
import { useInView } from '../../hooks/use-in-view';
import { useReducedMotion } from '../../hooks/use-media-query';
import { useMotionPaused } from '../../hooks/use-motion-paused';
import { DotJoined } from '../../components/dot-joined';
import { useTypedText } from '../../hooks/use-typed-text';
import { langOf } from '../../words';

export interface TypedHeadlineProps {
  roles: readonly string[];
}

/**
 * Screen readers get the roles as one plain sentence; the typing is for eyes only. Under reduced
 * motion, once the visitor has stopped the animations (both decided in CSS, so nothing moves at
 * hydration) and in print the roles are plain text.
 * The typed line sits in a grid cell as wide as the longest role and grows from its start, with
 * the caret as the border of an empty inline box after it (a box of its own, so it alone blinks,
 * and inline, so the line keeps its height), so typing never shifts the layout; centred, it shows
 * once whole.
 */
export function TypedHeadline({ roles }: TypedHeadlineProps) {
  const reduced = useReducedMotion();
  const { paused } = useMotionPaused();
  const line = useRef<HTMLParagraphElement>(null);
  const inView = useInView(line);
  // One role is shown whole: typing the same word over and over says nothing new. Scrolled out of
  // view, it waits where it is.
  const typed = useTypedText(roles, !reduced && !paused && roles.length > 1, inView);
  // The typed line shows one role at a time, in the letters of the language all are in.
  const [first = '', ...rest] = roles;
  const typedLang = rest.every((role) => langOf(role) === langOf(first))
    ? langOf(first)
    : undefined;
  return (
    <p
      ref={line}
      className="mt-4 text-xl font-semibold wrap-anywhere text-fg sm:text-2xl md:text-3xl"
    >
      {/* Each role marked with the language it is in where that is not the page's (untranslated). */}
      <span data-testid="roles-spoken" className="sr-only print:not-sr-only">
        <DotJoined>
          {roles.map((role, index) => (
            <bdi key={`${index}-${role}`} lang={langOf(role)}>
              {role}
            </bdi>
          ))}
        </DotJoined>
      </span>
      <span
        aria-hidden="true"
        lang={typedLang}
        className="inline-grid max-w-full text-start arriving:invisible motion-reduce:hidden motion-paused:hidden print:hidden"
      >
        {roles.map((role) => (
          <span key={role} className="invisible col-start-1 row-start-1">
            {role}
          </span>
        ))}
        <span data-testid="typed-headline" className="col-start-1 row-start-1">
          {/* The caret is its own box after the text, so that it alone blinks. */}
          <span className="text-brand-gradient after:ms-0.5 after:animate-caret after:border-e-2 after:border-accent">
            {typed}
          </span>
        </span>
      </span>
      {/* One text, which arrives whole: parts of a centred line arriving one by one would move it. */}
      <span
        aria-hidden="true"
        lang={typedLang}
        data-testid="roles-still"
        className="hidden motion-reduce:inline motion-paused:inline print:hidden!"
      >
        {roles.join(' · ')}
      </span>
    </p>
  );
}
