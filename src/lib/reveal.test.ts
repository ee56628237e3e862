import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver } from '../test/fake-intersection-observer';
import { revealOnScroll } from './reveal';

const FakeObserver = FakeIntersectionObserver;

function card(): HTMLElement {
  const element = document.createElement('div');
  element.className = 'reveal';
  document.body.append(element);
  return element;
}

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('revealOnScroll', () => {
  it('hides only what the first report puts below the fold, and shows it once it scrolls in', () => {
    const [above, inView, below] = [card(), card(), card()];
    revealOnScroll();
    const observer = FakeObserver.last;

    observer.report(above, false, -500);
    observer.report(inView, true, 100);
    observer.report(below, false, window.innerHeight + 200);
    expect(above.dataset.reveal).toBeUndefined();
    expect(inView.dataset.reveal).toBeUndefined();
    expect(below.dataset.reveal).toBe('pending');
    expect([...observer.observed]).toEqual([below]);

    observer.report(below, false, window.innerHeight - 10);
    expect(below.dataset.reveal).toBe('pending');
    observer.report(below, true, window.innerHeight / 2);
    expect(below.dataset.reveal).toBe('done');
    expect(observer.observed.size).toBe(0);
  });

  it('never reads a box itself, so starting the app forces no layout', () => {
    const element = card();
    const read = vi.spyOn(element, 'getBoundingClientRect');
    revealOnScroll();
    FakeObserver.last.report(element, false, window.innerHeight + 1);
    expect(read).not.toHaveBeenCalled();
  });
});
