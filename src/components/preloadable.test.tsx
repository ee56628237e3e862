import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FETCHING_SIGN_MS } from '../config/site';
import { ChunkBoundary } from './chunk-boundary';
import { preloadable } from './preloadable';

const Greeting = ({ name }: { name: string }) => <p>Hello, {name}</p>;

describe('preloadable', () => {
  it('renders at once, with no fallback, once preloaded', async () => {
    const { Component, preload } = preloadable(() => Promise.resolve(Greeting));
    await preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Hello, Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('renders nothing until it is fetched, then renders, fetching once', async () => {
    let calls = 0;
    let resolve: (component: typeof Greeting) => void = () => {};
    const { Component, preload } = preloadable(() => {
      calls += 1;
      return new Promise<typeof Greeting>((done) => (resolve = done));
    });
    const { container } = render(<Component name="Ada" />);
    expect(container).toBeEmptyDOMElement();
    void preload();
    await act(async () => resolve(Greeting));
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  /** A part whose code comes when the test says, drawn with a sign, under fake timers. */
  function slowPart() {
    vi.useFakeTimers();
    let resolve: (component: typeof Greeting) => void = () => {};
    const { Component } = preloadable(
      () => new Promise<typeof Greeting>((done) => (resolve = done)),
    );
    render(<Component name="Ada" whileFetching={<p>On its way</p>} />);
    return { arrive: () => act(async () => resolve(Greeting)) };
  }

  it('shows its sign only once its code has been on the way a moment, and drops it when it comes', async () => {
    try {
      const { arrive } = slowPart();
      act(() => vi.advanceTimersByTime(FETCHING_SIGN_MS - 1));
      expect(screen.queryByText('On its way')).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByText('On its way')).toBeInTheDocument();
      await arrive();
      expect(screen.getByText('Hello, Ada')).toBeInTheDocument();
      expect(screen.queryByText('On its way')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows no sign for code that comes within the moment', async () => {
    try {
      await slowPart().arrive();
      act(() => vi.advanceTimersByTime(FETCHING_SIGN_MS));
      expect(screen.getByText('Hello, Ada')).toBeInTheDocument();
      expect(screen.queryByText('On its way')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('fetches again after a failed fetch, and the failed preload throws nothing', async () => {
    let calls = 0;
    const { Component, preload } = preloadable(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting);
    });
    await expect(preload()).resolves.toBeUndefined();
    await preload();
    expect(calls).toBe(2);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Hello, Ada')).toBeInTheDocument();
  });

  it('fetches again on the next use after a use whose fetch failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught failure
    let online = false;
    const { Component } = preloadable(() =>
      online ? Promise.resolve(Greeting) : Promise.reject(new Error('offline')),
    );
    const failed = vi.fn();
    const use = () =>
      render(
        <ChunkBoundary onFailure={failed}>
          <Suspense fallback={<p>Loading</p>}>
            <Component name="Ada" />
          </Suspense>
        </ChunkBoundary>,
      );
    const first = use();
    await vi.waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
    first.unmount();
    online = true;
    use();
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});

describe('ChunkBoundary', () => {
  it('draws nothing and leads on when its part cannot come, leaving what is around it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { Component } = preloadable<{ name: string }>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const failed = vi.fn();
    render(
      <section>
        <h2>Projects</h2>
        <ChunkBoundary onFailure={failed}>
          <Suspense fallback={null}>
            <Component name="Ada" />
          </Suspense>
        </ChunkBoundary>
      </section>,
    );
    await vi.waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('heading', { name: 'Projects' })).toBeInTheDocument();
    expect(screen.queryByText(/Ada/)).not.toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('tries again for another item, once one failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let online = false;
    const { Component } = preloadable(() =>
      online ? Promise.resolve(Greeting) : Promise.reject(new Error('offline')),
    );
    const failed = vi.fn();
    const slot = (name: string) => (
      <ChunkBoundary showing={name} onFailure={failed}>
        <Component name={name} />
      </ChunkBoundary>
    );
    const view = render(slot('Ada'));
    await vi.waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
    online = true;
    view.rerender(slot('Grace'));
    expect(await screen.findByText('Hello, Grace')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
