import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLoadNear } from './use-load-near';

function Probe({ load }: { load: () => unknown }) {
  useLoadNear('target', load);
  return <section id="target" />;
}

afterEach(() => vi.unstubAllGlobals());

describe('useLoadNear', () => {
  it('loads once, when the section first comes near, and not before', () => {
    let report: (entries: { isIntersecting: boolean }[]) => void = () => {};
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    const load = vi.fn();
    render(<Probe load={load} />);
    report([{ isIntersecting: false }]);
    expect(load).not.toHaveBeenCalled();
    report([{ isIntersecting: true }]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(disconnect).toHaveBeenCalled();
  });

  it('loads at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const load = vi.fn();
    render(<Probe load={load} />);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
