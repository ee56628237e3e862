/** What {@link jumpDeep} saw: the section it jumped to, and where its top stood then and after. */
export interface JumpSeen {
  id: string;
  landed: number;
  after: number;
  scrolled: string;
}

/**
 * Run in the page straight after load: jumps at once to the last section that can be brought to
 * the bar (`bar` px), while the sections above it still stand at their guessed heights, and
 * resolves with where its top stood then and five frames later, once the browser has drawn the
 * one ending at the bar and the page has answered. Self-contained, as it is sent to the page.
 */
export const jumpDeep = (bar: number): Promise<JumpSeen> =>
  new Promise((done) => {
    const html = document.documentElement;
    const reachable = [...document.querySelectorAll<HTMLElement>('.page-section')]
      .slice(1)
      .filter(
        (section) =>
          section.getBoundingClientRect().top + scrollY - bar + innerHeight <= html.scrollHeight,
      );
    const section = reachable[reachable.length - 1];
    if (!section) return done({ id: '', landed: 0, after: 0, scrolled: '' });
    scrollTo({ top: section.getBoundingClientRect().top + scrollY - bar, behavior: 'instant' });
    const landed = section.getBoundingClientRect().top;
    const from = Math.round(scrollY);
    let frames = 0;
    const frame = () => {
      frames += 1;
      if (frames < 5) return void requestAnimationFrame(frame);
      const after = section.getBoundingClientRect().top;
      done({ id: section.id, landed, after, scrolled: `${from} → ${Math.round(scrollY)}` });
    };
    requestAnimationFrame(frame);
  });

/** What went wrong, or null: the section stood within a pixel of where it landed. */
export const jumpMoved = (seen: JumpSeen): string | null =>
  Math.abs(seen.after - seen.landed) <= 1
    ? null
    : `#${seen.id} landed at ${Math.round(seen.landed)} px and stood at ${Math.round(seen.after)} px five frames later (scroll ${seen.scrolled})`;
