import { cn } from '../../lib/cn';
import { FORCED_COLORS_CHOSEN } from '../../components/button-styles';
import { categories, projects } from '../../content';
import { ALL_PROJECTS, projectFilters, type ProjectFilter } from '../../lib/projects';
import { t } from '../../words';

export interface ProjectFiltersProps {
  value: ProjectFilter;
  onChange: (filter: ProjectFilter) => void;
  className?: string;
}

/** Category toggle buttons; the chosen one is pressed. */
export function ProjectFilters({ value, onChange, className }: ProjectFiltersProps) {
  return (
    <div
      role="group"
      aria-label={t('projects.filters')}
      className={cn('flex flex-wrap justify-center gap-2 sm:gap-3', className)}
    >
      {projectFilters(categories.projects, projects).map((filter) => {
        const pressed = filter === value;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(filter)}
            className={cn(
              // The same box pressed or not (a border either way, colours alone change): a button that
              // changed size as it was pressed could wrap the row again and move the grid below.
              'rounded-full border px-4 py-2 text-sm font-semibold transition-[color,background-color,border-color,box-shadow] sm:px-5',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
              pressed
                ? `border-transparent bg-brand-gradient bg-origin-border text-white shadow-md ${FORCED_COLORS_CHOSEN}`
                : 'border-border bg-surface text-fg hover:border-accent hover:text-accent',
            )}
          >
            {filter === ALL_PROJECTS ? t('projects.filter.all') : filter}
          </button>
        );
      })}
    </div>
  );
}
