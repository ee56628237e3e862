/** An IntersectionObserver that tests report to by hand; stub it in with vi.stubGlobal. */
export class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  static get last(): FakeIntersectionObserver {
    const last = FakeIntersectionObserver.all.at(-1);
    if (!last) throw new Error('no IntersectionObserver was made');
    return last;
  }
  readonly observed = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  /** Tells this observer where `element` is. */
  report(element: Element, isIntersecting: boolean, top = 0) {
    const entry = { target: element, isIntersecting, boundingClientRect: { top } };
    this.callback([entry as unknown as IntersectionObserverEntry], this as never);
  }
  /** Tells every observer watching `element` that it is in view. */
  static show(element: Element) {
    for (const observer of FakeIntersectionObserver.all.filter((o) => o.observed.has(element))) {
      observer.report(element, true);
    }
  }
}
