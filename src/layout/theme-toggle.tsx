import { ICON_BUTTON } from '../components/button-styles';
import { useDarkMode } from '../hooks/use-dark-mode';
import { Icon } from '../components/icon';
import { t } from '../words';

/** Both icons are rendered; `dark:` picks one, so the prerendered button is right before hydration. */
export function ThemeToggle() {
  const { dark, toggle } = useDarkMode();
  return (
    <button
      type="button"
      aria-label={t('theme.toggle')}
      aria-pressed={dark}
      onClick={toggle}
      className={ICON_BUTTON}
    >
      <Icon name="moon" className="size-5 dark:hidden" />
      <Icon name="sun" className="hidden size-5 dark:block" />
    </button>
  );
}
