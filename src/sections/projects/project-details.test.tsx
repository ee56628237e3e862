import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Project } from '../../content/types';
import { ProjectDetails } from './project-details';
import { t } from '../../words';

const project: Project = {
  id: 1,
  title: 'A Project',
  category: 'Web Development',
  icon: 'code',
  featured: true,
  description: 'Short.',
  fullDescription: 'Long description.',
  tech: ['Go', 'Go'],
  features: ['Fast', 'Fast'],
  github: null,
  live: null,
  status: 'Completed',
  year: '2025',
};

describe('ProjectDetails', () => {
  it('shows features and technologies, repeated words and all', () => {
    render(<ProjectDetails project={project} headingLevel={3} />);
    expect(screen.getByRole('heading', { name: t('projects.features') })).toBeInTheDocument();
    expect(screen.getAllByText('Fast')).toHaveLength(2);
    expect(screen.getByRole('list', { name: t('projects.techUsed.label') }).children).toHaveLength(
      2,
    );
  });

  it('leaves out a part the owner left empty, heading and all', () => {
    render(
      <ProjectDetails
        project={{ ...project, fullDescription: '', features: [], tech: [] }}
        headingLevel={2}
      />,
    );
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(document.querySelector('p')).toBeNull();
  });
});
