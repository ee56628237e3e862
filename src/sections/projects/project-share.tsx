import { useEffect, useId, useRef, useState } from 'react';
import { COMPACT_SECONDARY } from '../../components/compact-button-styles';
import { copyText } from '../../lib/clipboard';
import { cn } from '../../lib/cn';
import { Icon } from '../../components/icon';
import { t } from '../../words';

type ShareState = { kind: 'idle' } | { kind: 'copied' } | { kind: 'manual'; url: string };

/**
 * Copies the page address (the project's own link while its modal is open). Where the clipboard
 * is missing or refuses, the link is shown selected in a field so the visitor can copy it.
 */
export function ProjectShare() {
  const [state, setState] = useState<ShareState>({ kind: 'idle' });
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (state.kind !== 'manual') return;
    field.current?.focus();
    field.current?.select();
  }, [state]);

  const copied = state.kind === 'copied';

  const share = async () => {
    const url = window.location.href;
    setState((await copyText(url)) ? { kind: 'copied' } : { kind: 'manual', url });
  };

  return (
    <>
      <button type="button" onClick={() => void share()} className={COMPACT_SECONDARY}>
        <Icon name="share" className="size-4" />
        {t('projects.share')}
      </button>
      <p
        role="status"
        className={cn('text-sm font-medium text-success-fg', copied && 'basis-full')}
      >
        {copied && (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-success-bg px-3 py-1">
            <Icon name="check" className="size-4" />
            {t('projects.share.copied')}
          </span>
        )}
      </p>
      {state.kind === 'manual' && (
        <div className="basis-full">
          <label htmlFor={fieldId} className="block text-sm font-medium text-fg">
            {t('projects.share.copyThis')}
          </label>
          <input
            ref={field}
            id={fieldId}
            type="url"
            readOnly
            value={state.url}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1.5 w-full rounded-lg border border-control-border bg-surface px-3 py-2 font-mono text-sm text-fg focus-visible:outline-2 focus-visible:outline-accent"
          />
        </div>
      )}
    </>
  );
}
