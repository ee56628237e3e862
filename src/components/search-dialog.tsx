import { useId } from 'react';
import { t } from '../words';
import { Dialog } from './dialog';
import { SearchPanel } from './search-panel';

export interface SearchDialogProps {
  onClose: () => void;
}

/** Search over the page, opened from the bar or with `/` or Ctrl/Cmd+K; Escape closes it. */
export function SearchDialog({ onClose }: SearchDialogProps) {
  const id = useId();
  return (
    <Dialog
      onClose={onClose}
      labelledBy={`${id}-title`}
      header={
        <h2 id={`${id}-title`} className="text-xl font-bold text-fg">
          {t('search.title')}
        </h2>
      }
      className="sm:max-w-2xl"
    >
      <SearchPanel focusOnOpen onEscape={onClose} onFollow={onClose} />
    </Dialog>
  );
}
