import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { matchingMedia } from '../../test/setup';
import { FakeIntersectionObserver } from '../../test/fake-intersection-observer';
import { TypedHeadline } from './typed-headline';

const ROLES = ['Full-Stack Developer', 'AI/ML Enthusiast', 'CSE Student', 'Problem Solver'];

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('TypedHeadline', () => {
  it('gives screen readers every role as plain text, whatever is being typed', () => {
    render(<TypedHeadline roles={ROLES} />);
    expect(screen.getByTestId('roles-spoken')).toHaveTextContent(ROLES.join(' · '));
    expect(screen.getByTestId('typed-headline').parentElement).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });

  it('starts on the first role whole, holds it 2 s, then deletes it and types the next at 50 ms a character', () => {
    render(<TypedHeadline roles={ROLES} />);
    const typed = screen.getByTestId('typed-headline');
    expect(typed).toHaveTextContent(ROLES[0]);
    act(() => vi.advanceTimersByTime(1990));
    expect(typed).toHaveTextContent(ROLES[0]);
    act(() => vi.advanceTimersByTime(10 + 50 * 5));
    expect(typed.textContent).toBe(ROLES[0].slice(0, -5));
    act(() => vi.advanceTimersByTime(50 * (ROLES[0].length - 5) + 50));
    expect(typed.textContent).toBe('');
    act(() => vi.advanceTimersByTime(50 * 5));
    expect(typed.textContent).toBe(ROLES[1].slice(0, 5));
    act(() => vi.advanceTimersByTime(50 * ROLES[1].length));
    expect(typed).toHaveTextContent(ROLES[1]);
  });

  it('waits where it is while scrolled out of view, and types on from there once back', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    render(<TypedHeadline roles={ROLES} />);
    const typed = screen.getByTestId('typed-headline');
    // Held 2 s, then three letters deleted.
    act(() => vi.advanceTimersByTime(2000 + 50 * 3));
    expect(typed.textContent).toBe(ROLES[0].slice(0, -3));
    const line = typed.closest('p')!;
    act(() => FakeIntersectionObserver.last.report(line, false));
    act(() => vi.advanceTimersByTime(10_000));
    expect(typed.textContent).toBe(ROLES[0].slice(0, -3));
    act(() => FakeIntersectionObserver.last.report(line, true));
    act(() => vi.advanceTimersByTime(50));
    expect(typed.textContent).toBe(ROLES[0].slice(0, -4));
  });

  it('keeps still under reduced motion', () => {
    matchingMedia.add('(prefers-reduced-motion: reduce)');
    render(<TypedHeadline roles={ROLES} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByTestId('typed-headline')).toHaveTextContent(ROLES[0]);
  });

  it('shows a single role whole, with no typing', () => {
    render(<TypedHeadline roles={['Research Engineer']} />);
    const typed = screen.getByTestId('typed-headline');
    expect(typed).toHaveTextContent('Research Engineer');
    act(() => vi.advanceTimersByTime(10_000));
    expect(typed).toHaveTextContent('Research Engineer');
  });
});
