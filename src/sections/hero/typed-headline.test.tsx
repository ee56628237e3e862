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
    expect(screen.getByText(ROLES.join(' · '), { selector: '.sr-only' })).toBeInTheDocument();
    expect(screen.getByTestId('typed-headline')).toHaveAttribute('aria-hidden', 'true');
  });

  it('types the first role at 50 ms a character, holds it 2 s, then moves to the next', () => {
    render(<TypedHeadline roles={ROLES} />);
    const typed = screen.getByTestId('typed-headline');
    act(() => vi.advanceTimersByTime(50 * 4));
    expect(typed).toHaveTextContent(/^Full/);
    act(() => vi.advanceTimersByTime(50 * (ROLES[0].length - 4)));
    expect(typed).toHaveTextContent(ROLES[0]);
    act(() => vi.advanceTimersByTime(1900));
    expect(typed).toHaveTextContent(ROLES[0]);
    act(() => vi.advanceTimersByTime(50 * (ROLES[0].length + 2) + 100));
    expect(typed).not.toHaveTextContent(ROLES[0]);
    act(() => vi.advanceTimersByTime(50 * ROLES[1].length));
    expect(typed).toHaveTextContent(ROLES[1]);
  });

  it('shows the roles as still text under reduced motion', () => {
    matchingMedia.add('(prefers-reduced-motion: reduce)');
    render(<TypedHeadline roles={ROLES} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByTestId('typed-headline')).toHaveTextContent(ROLES.join(' · '));
  });
});
