import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { certificates, experience, figures, profile } from '../../content';
import { Hero } from './hero';

describe('Hero', () => {
  it('shows the owner, both calls to action and the resume download', () => {
    render(<Hero />);
    expect(screen.getByRole('heading', { level: 1, name: profile.firstName })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /view projects/i })).toHaveAttribute(
      'href',
      '#projects',
    );
    const cv = screen.getByRole('link', { name: /download cv/i });
    expect(cv).toHaveAttribute('href', profile.resume);
    expect(cv).toHaveAttribute('download');
    expect(screen.getByRole('img', { name: profile.profileImageAlt })).toHaveAttribute('width');
  });

  it('derives the stat tiles from content', () => {
    render(<Hero />);
    const tile = (label: string) =>
      within(screen.getByText(label, { selector: 'dt' }).closest('dl') as HTMLElement);
    expect(tile('CGPA').getByText(figures.cgpa)).toBeInTheDocument();
    expect(tile('Projects').getByText(figures.projectsBuilt)).toBeInTheDocument();
    expect(tile('Internships').getByText(String(experience.length))).toBeInTheDocument();
    expect(tile('Certificates').getByText(`${certificates.length}+`)).toBeInTheDocument();
  });

  it('opens external social links in a new tab without leaking the opener', () => {
    render(<Hero />);
    for (const name of [/github/i, /linkedin/i]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: /^email/i })).toHaveAttribute(
      'href',
      profile.social.email,
    );
  });
});
