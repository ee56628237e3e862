import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { matchingMedia } from '../../test/setup';
import { TypedHeadline } from './typed-headline';

const ROLES = ['Full-Stack Developer', 'AI/ML Enthusiast', 'CSE Student', 'Problem Solver'];

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
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
