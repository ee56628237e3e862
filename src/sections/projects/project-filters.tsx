import { cn } from '../../lib/cn';
import { projects } from '../../content';
import { projectFilters, type ProjectFilter } from '../../lib/projects';

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
      aria-label="Filter projects by category"
      className={cn('flex flex-wrap justify-center gap-2 sm:gap-3', className)}
    >
      {projectFilters(projects).map((filter) => {
        const pressed = filter === value;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(filter)}
            className={cn(
              'rounded-full px-4 py-2 text-sm font-semibold transition-all sm:px-5',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
              pressed
                ? 'bg-brand-gradient text-white shadow-md'
                : 'border border-border bg-surface text-fg hover:border-accent hover:text-accent',
            )}
          >
            {filter}
          </button>
        );
      })}
    </div>
  );
}
