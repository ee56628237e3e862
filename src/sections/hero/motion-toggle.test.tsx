import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOTION_PAUSED_ATTRIBUTE } from '../../config/site';
import { t } from '../../words';
import { MotionToggle } from './motion-toggle';
import { TypedHeadline } from './typed-headline';

const ROLES = ['Engineer', 'Writer'];

afterEach(() => {
  vi.useRealTimers();
  document.documentElement.removeAttribute(MOTION_PAUSED_ATTRIBUTE);
  localStorage.clear();
});

describe('the pause of the animations', () => {
  it('says whether they are stopped, and stops and restarts them', async () => {
    const user = userEvent.setup();
    render(<MotionToggle />);
    const button = screen.getByRole('button', { name: t('hero.pauseMotion') });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveAttribute(MOTION_PAUSED_ATTRIBUTE);
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement).not.toHaveAttribute(MOTION_PAUSED_ATTRIBUTE);
  });

  it('stops the typed headline on its first role, whole, and lets it type on again', () => {
    vi.useFakeTimers();
    render(
      <>
        <TypedHeadline roles={ROLES} />
        <MotionToggle />
      </>,
    );
    const typed = screen.getByTestId('typed-headline');
    const button = screen.getByRole('button', { name: t('hero.pauseMotion') });
    act(() => button.click());
    act(() => vi.advanceTimersByTime(10_000));
    expect(typed).toHaveTextContent(ROLES[0]!);
    act(() => button.click());
    // The first role held 2 s again, deleted and the next typed at 50 ms a character.
    act(() => vi.advanceTimersByTime(3_000));
    expect(typed).toHaveTextContent(ROLES[1]!);
  });

  it('starts stopped when the page was stopped before the app came', () => {
    document.documentElement.setAttribute(MOTION_PAUSED_ATTRIBUTE, '');
    render(<MotionToggle />);
    expect(screen.getByRole('button', { name: t('hero.pauseMotion') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
