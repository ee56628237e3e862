import { ICON_BUTTON } from '../components/button-styles';
import { useDarkMode } from '../hooks/use-dark-mode';
import { Icon } from '../components/icon';
import { cn } from '../lib/cn';
import { THEME_TOGGLE_ATTRIBUTE } from '../lib/saved-settings-script';
import { t } from '../words';

/**
 * Both icons are rendered; `dark:` picks one, so the prerendered button is right before hydration.
 * A page without JavaScript has no way to switch or keep a theme: there the button is not shown
 * (nor read, nor reached), and keeps its place, so the controls stand where they would.
 */
export function ThemeToggle() {
  const { dark, toggle } = useDarkMode();
  return (
    <button
      type="button"
      aria-label={t('theme.toggle')}
      aria-pressed={dark}
      onClick={toggle}
      // Where no app runs, the page's own script answers it (src/lib/theme-toggle-script.ts); the
      // head's says whether it is pressed before the bar's island wakes.
      {...{ [THEME_TOGGLE_ATTRIBUTE]: '' }}
      className={cn(ICON_BUTTON, 'scriptless:hidden')}
    >
      <Icon name="moon" className="size-5 dark:hidden" />
      <Icon name="sun" className="hidden size-5 dark:block" />
    </button>
  );
}
