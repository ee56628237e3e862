import { Moon, Sun } from 'lucide-react';
import { ICON_BUTTON } from '../components/button-styles';
import { useDarkMode } from '../hooks/use-dark-mode';

/** Both icons are rendered; `dark:` picks one, so the prerendered button is right before hydration. */
export function ThemeToggle() {
  const { dark, toggle } = useDarkMode();
  return (
    <button
      type="button"
      aria-label="Toggle dark mode"
      aria-pressed={dark}
      onClick={toggle}
      className={ICON_BUTTON}
    >
      <Moon aria-hidden="true" className="size-5 dark:hidden" />
      <Sun aria-hidden="true" className="hidden size-5 dark:block" />
    </button>
  );
}
