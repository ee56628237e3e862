// The hero of an owner who left out their photo: the build's `virtual:portrait` is then null.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { profile } from '../../content';
import Hero from './hero.section';
import { Portrait } from './portrait';

vi.mock('virtual:portrait', () => ({ default: null }));

describe('Hero without a photo', () => {
  it('shows no image and leaves no empty box where the portrait would stand', () => {
    const { container } = render(<Hero />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('picture')).not.toBeInTheDocument();
    // The wash and the particles' layer are empty on purpose, and hidden.
    expect(container.querySelectorAll('#hero div:empty:not([aria-hidden="true"])')).toHaveLength(0);
  });

  it('keeps the text centred at every width, with no column kept for a portrait', () => {
    render(<Hero />);
    const text = screen.getByRole('heading', { level: 1, name: profile.firstName }).parentElement;
    expect(text).toHaveClass('text-center');
    expect(text).not.toHaveClass('lg:text-left');
    expect(text?.parentElement).not.toHaveClass('lg:grid-cols-[1fr_20rem]');
  });

  it('renders no portrait', () => {
    const { container } = render(<Portrait />);
    expect(container).toBeEmptyDOMElement();
  });
});
