import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
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

  it('suspends like React.lazy when used before it is fetched, and fetches once', async () => {
    let calls = 0;
    let resolve: (component: typeof Greeting) => void = () => {};
    const { Component, preload } = preloadable(() => {
      calls += 1;
      return new Promise<typeof Greeting>((done) => (resolve = done));
    });
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    void preload();
    await act(async () => resolve(Greeting));
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
    expect(calls).toBe(1);
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
});
