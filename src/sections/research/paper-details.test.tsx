import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Publication } from '../../content/types';
import { PaperDetails } from './paper-details';
import { t } from '../../words';

const paper: Publication = {
  id: 1,
  title: 'A Paper',
  authors: ['Ada Example'],
  conference: '',
  journal: '',
  year: '2025',
  status: 'Published',
  category: '',
  icon: 'eye',
  abstract: '',
  keywords: [],
  methodology: '',
  results: {},
  doi: null,
  arxiv: null,
  github: null,
  accent: 'green',
};

describe('PaperDetails', () => {
  it('shows only the parts the owner filled in, and no empty venue', () => {
    const { container } = render(<PaperDetails paper={paper} headingLevel={3} />);
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      t('research.authors'),
    ]);
    expect(container.textContent).not.toContain('·');
  });

  it('shows every part of a full paper', () => {
    render(
      <PaperDetails
        paper={{
          ...paper,
          conference: 'IROS',
          journal: 'IEEE',
          abstract: 'Abstract.',
          methodology: 'Method.',
          keywords: ['Robots'],
          results: { testAccuracy: '90%' },
        }}
        headingLevel={3}
      />,
    );
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      t('research.authors'),
      t('research.abstract'),
      t('research.methodology'),
      t('research.results'),
      t('research.keywords'),
    ]);
    expect(screen.getByText('IROS · IEEE')).toBeInTheDocument();
  });
});
