/**
 * Scrolls down the page as a visitor reads it, most of a screen at a time, each drawn before the
 * next, until the top of the element `id` is in the upper third of the screen; returns where that
 * top then is. Run in the page.
 */
export const readDownTo = async (id: string): Promise<number> => {
  const frames = () =>
    new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const target = document.getElementById(id)!;
  while (target.getBoundingClientRect().top > innerHeight / 3) {
    window.scrollBy(0, innerHeight * 0.8);
    await frames();
  }
  return Math.round(target.getBoundingClientRect().top);
};
