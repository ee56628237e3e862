import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDialogPolyfill } from '../../components/dialog-test-polyfill';
import type { Categories, Project } from '../../content/types';
import { accentGradient } from '../../config/palette';
import { itemSlug } from '../../lib/item-address';
import Projects from './projects.section';
import { formatNumber, t } from '../../words';

// The projects are the test's own, so what it expects holds whatever the owner's content is:
// ten projects, four featured, three of them Web Development, one with neither link.
const projects = vi.hoisted(() => {
  const make = (id: number, title: string, category: string, featured: boolean) => ({
    id,
    title,
    category,
    icon: 'globe',
    featured,
    description: `${title} in short.`,
    fullDescription: `${title} at length.`,
    tech: ['Gleam', 'Zig', 'Elixir', 'OCaml', 'Haskell', 'Nim'],
    features: ['One', 'Two', 'Three', 'Four'],
    github: `https://github.com/owner/p${id}`,
    live: `https://p${id}.owner.test/`,
    status: 'Completed',
    year: '2025',
  });
  return [
    make(1, 'Alpha Vision', 'Computer Vision', true),
    make(2, 'Beta Summaries', 'Deep Learning', true),
    make(3, 'Gamma Predictor', 'Machine Learning', true),
    make(4, 'Delta Campus', 'Web Development', true),
    { ...make(5, 'Epsilon Fraud', 'Machine Learning', false), live: null },
    make(6, 'Zeta Notes', 'Web Development', false),
    make(7, 'Eta Attendance', 'Computer Vision', false),
    make(8, 'Theta X-Ray', 'Deep Learning', false),
    {
      ...make(9, 'Iota Forecaster', 'Machine Learning', false),
      github: null,
      live: null,
      status: 'In Progress',
    },
    make(10, 'Kappa Tracker', 'Web Development', false),
  ] as Project[];
});
// Its own categories too, in its own order and accents: one declared category has no project.
const categories = vi.hoisted(() => ({
  projects: [
    { name: 'Web Development', accent: 'coral' },
    { name: 'Robotics', accent: 'sky' },
    { name: 'Machine Learning', accent: 'red' },
    { name: 'Computer Vision', accent: 'emerald' },
    { name: 'Deep Learning', accent: 'indigo' },
  ],
  experience: [],
  certificates: [],
  papers: [],
})) satisfies Categories;
vi.mock('../../content', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  categories,
  projects,
}));

beforeAll(() => {
  installDialogPolyfill();
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

const grid = () => document.getElementById('project-grid') as HTMLElement;
const cards = () => within(grid()).getAllByRole('article');
/** The counter's sentence, as the page's words say it. */
const showing = (shown: number, total: number) =>
  t('projects.showing', { count: total, shown: formatNumber(shown), total: formatNumber(total) });
const counter = () => document.querySelector('#projects p[aria-live]')?.textContent;

describe('Projects', () => {
  it('starts at All with the featured projects and a View All toggle', () => {
    render(<Projects />);
    expect(screen.getByRole('button', { name: t('projects.filter.all') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(counter()).toBe(showing(4, 10));
    // Announced whole when it changes, not as the two numbers that did.
    expect(document.querySelector('#projects p[aria-live]')).toHaveAttribute('aria-atomic', 'true');
    expect(cards().map((card) => card.querySelector('h3')?.textContent)).toEqual(
      projects.filter((p) => p.featured).map((p) => p.title),
    );
    expect(
      screen.getByRole('button', { name: t('projects.viewAll', { count: 10 }) }),
    ).toBeInTheDocument();
  });

  it('keeps the other projects in the page, hidden, for print', () => {
    render(<Projects />);
    const hidden = grid().querySelectorAll('li[hidden].print-reveal');
    expect(hidden).toHaveLength(6);
    expect(grid().querySelectorAll('article')).toHaveLength(projects.length);
  });

  it('offers a filter for each declared category that has a project, in the declared order', () => {
    render(<Projects />);
    const group = screen.getByRole('group', { name: t('projects.filters') });
    const used = categories.projects.filter((c) => projects.some((p) => p.category === c.name));
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([t('projects.filter.all'), ...used.map((c) => c.name)]);
    expect(within(group).queryByRole('button', { name: 'Robotics' })).toBeNull();
  });

  it("colours each card with its category's accent", async () => {
    render(<Projects />);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: t('projects.viewAll', { count: 10 }) }));
    for (const project of projects) {
      const { accent } = categories.projects.find((c) => c.name === project.category)!;
      const card = screen.getByRole('article', { name: project.title });
      expect(card.firstElementChild).toHaveClass(...accentGradient(accent).split(' '));
    }
  });

  it('expands, collapses, and collapses again when a filter is chosen', async () => {
    const user = userEvent.setup();
    render(<Projects />);
    await user.click(screen.getByRole('button', { name: t('projects.viewAll', { count: 10 }) }));
    expect(counter()).toBe(showing(10, 10));
    expect(cards()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: t('projects.showLess') }));
    expect(cards()).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: t('projects.viewAll', { count: 10 }) }));
    await user.click(screen.getByRole('button', { name: 'Web Development' }));
    expect(screen.getByRole('button', { name: 'Web Development' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: t('projects.filter.all') })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(counter()).toBe(showing(1, 3));
    expect(
      screen.getByRole('button', { name: t('projects.viewAll', { count: 3 }) }),
    ).toBeInTheDocument();
  });

  it('shows the card details: status colour, first three tags and +N', () => {
    render(<Projects />);
    const card = screen.getByRole('article', { name: projects[0].title });
    expect(within(card).getByText(t('status.project.Completed'))).toHaveClass('bg-success-bg');
    const tags = within(card).getByRole('list', { name: t('projects.card.tech') });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Gleam', 'Zig', 'Elixir', t('tags.more', { count: 3, more: t('tags.more.word') })]);
    expect(
      within(card).getByRole('link', {
        name: (name) => name.startsWith(t('link.codeFor', { title: projects[0].title })),
      }),
    ).toHaveAttribute('target', '_blank');
  });

  it('gives missing links a disabled N/A button with the reason', async () => {
    const user = userEvent.setup();
    render(<Projects />);
    await user.click(screen.getByRole('button', { name: t('projects.viewAll', { count: 10 }) }));
    const energy = screen.getByRole('article', { name: projects[8].title });
    expect(within(energy).getByText(t('status.project.In Progress'))).toHaveClass('bg-warning-bg');
    expect(within(energy).getByTitle(t('link.codeUnavailable'))).toBeDisabled();
    expect(within(energy).getByTitle(t('projects.liveUnavailable'))).toBeDisabled();
    const fraud = screen.getByRole('article', { name: projects[4].title });
    // Named by what is missing, not by "N/A" alone; the reason is its tooltip too.
    const name = `${t('link.na')} (${t('projects.liveUnavailable')})`;
    expect(within(fraud).getByRole('button', { name })).toHaveAttribute(
      'title',
      t('projects.liveUnavailable'),
    );
  });

  it('opens the project modal from Info, with its own address, and Share copies it', async () => {
    // user-event installs its own clipboard on setup; replace it afterwards.
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<Projects />);
    await user.click(
      screen.getByRole('button', {
        name: t('projects.card.infoAbout', { title: projects[1].title }),
      }),
    );

    // The modal is a lazy chunk: it appears once loaded.
    const dialog = await screen.findByRole('dialog', { name: projects[1].title });
    // The project's own page's address, so a shared link previews as this project.
    expect(window.location.pathname).toBe(
      `/projects/${encodeURIComponent(itemSlug(projects[1]))}/`,
    );
    expect(
      within(dialog).getByRole('heading', { name: t('projects.features') }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('heading', { name: t('projects.techUsed') }),
    ).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem').length).toBeGreaterThan(6);

    await user.click(within(dialog).getByRole('button', { name: t('projects.share') }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(within(dialog).getByRole('status')).toHaveTextContent(t('projects.share.copied'));
  });

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    // user-event installs its own clipboard on setup; replace it afterwards.
    const user = userEvent.setup();
    const writeText = vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<Projects />);
    await user.click(
      screen.getByRole('button', {
        name: t('projects.card.infoAbout', { title: projects[3].title }),
      }),
    );
    await screen.findByRole('dialog', { name: projects[3].title });
    await user.click(screen.getByRole('button', { name: t('projects.share') }));
    const field = await screen.findByLabelText(t('projects.share.copyThis'));
    expect(field).toHaveValue(window.location.href);
    expect(field).toHaveFocus();
  });

  it('opens the modal named by an older hash link on load', async () => {
    window.history.replaceState(null, '', '/#project-9');
    render(<Projects />);
    const dialog = await screen.findByRole('dialog', { name: projects[8].title });
    expect(within(dialog).getByTitle(t('link.codeUnavailable'))).toHaveTextContent(
      t('link.notAvailable'),
    );
  });
});
