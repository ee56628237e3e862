import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { COMPACT_SECONDARY } from '../../components/compact-button-styles';
import { Icon } from '../../components/icon';
import { CITATION_STYLES, type CitationStyle, type PaperCitations } from '../../lib/citations';
import { copyText } from '../../lib/clipboard';
import { t } from '../../words';
import { cn } from '../../lib/cn';

type CopyState = { kind: 'idle' } | { kind: 'copied' } | { kind: 'manual'; text: string };

export interface CitePanelProps {
  citation: PaperCitations;
  /** The paper's .bib download link. */
  bibLink: ReactNode;
  /** Copy starts hidden, for the page's own script to show (see PaperCite). */
  standalone: boolean;
}

/**
 * The style switch (native radios: arrow keys move between them), the citation in every style
 * (CSS shows the checked one, src/styles/cite.css), Copy with Share's fallback (the text selected
 * in a field when the clipboard is missing or refuses) and the .bib link.
 */
export function CitePanel({ citation, bibLink, standalone }: CitePanelProps) {
  const [style, setStyle] = useState<CitationStyle>('bibtex');
  const [copy, setCopy] = useState<CopyState>({ kind: 'idle' });
  const group = useId();
  const fieldId = useId();
  const field = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (copy.kind !== 'manual') return;
    field.current?.focus();
    field.current?.select();
  }, [copy]);

  const copyCitation = async () => {
    const text = citation[style];
    setCopy((await copyText(text)) ? { kind: 'copied' } : { kind: 'manual', text });
  };

  return (
    <div className="mt-3 rounded-xl border border-border bg-surface-muted p-4 text-start">
      <fieldset>
        <legend className="sr-only">{t('research.cite.style')}</legend>
        <div className="flex flex-wrap gap-2">
          {CITATION_STYLES.map((name) => (
            <label
              key={name}
              className={cn(
                'cursor-pointer rounded-full border border-border bg-surface px-3 py-1 text-sm font-semibold text-fg',
                'has-checked:border-primary has-checked:bg-primary has-checked:text-primary-fg',
                // As a pressed filter (FORCED_COLORS_CHOSEN), for the checked style only.
                'forced-colors:has-checked:forced-color-adjust-none forced-colors:has-checked:border-[Highlight] forced-colors:has-checked:bg-[Highlight] forced-colors:has-checked:text-[HighlightText] forced-colors:has-checked:outline-[CanvasText]',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent',
              )}
            >
              <input
                type="radio"
                name={group}
                value={name}
                checked={style === name}
                onChange={() => {
                  setStyle(name);
                  setCopy({ kind: 'idle' });
                }}
                className="sr-only"
              />
              {t(`research.cite.style.${name}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {CITATION_STYLES.map((name) =>
        name === 'bibtex' ? (
          // A citation is written left to right whatever the page's language. Its long lines wrap
          // (a phone would otherwise show a third of each), the copy keeps them whole.
          <pre
            key={name}
            dir="ltr"
            data-cite-text={name}
            className="mt-3 rounded-lg bg-surface p-3 font-mono text-xs wrap-anywhere whitespace-pre-wrap text-fg"
          >
            {citation[name]}
          </pre>
        ) : (
          <p
            key={name}
            dir="ltr"
            data-cite-text={name}
            className="mt-3 text-sm leading-relaxed text-fg"
          >
            {citation[name]}
          </p>
        ),
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <button
          type="button"
          data-cite-copy
          data-copied={t('research.cite.copied')}
          hidden={standalone}
          onClick={() => void copyCitation()}
          aria-label={t('research.cite.copyLabel')}
          className={COMPACT_SECONDARY}
        >
          <Icon name="copy" className="size-4" />
          {t('research.cite.copy')}
        </button>
        {bibLink}
        <p role="status" className="text-sm font-medium text-success-fg">
          {copy.kind === 'copied' && t('research.cite.copied')}
        </p>
      </div>
      <div data-cite-manual hidden={copy.kind !== 'manual'} className="mt-3">
        <label htmlFor={fieldId} className="block text-sm font-medium text-fg">
          {t('research.cite.copyThis')}
        </label>
        <textarea
          ref={field}
          id={fieldId}
          readOnly
          dir="ltr"
          rows={4}
          value={copy.kind === 'manual' ? copy.text : ''}
          onFocus={(event) => event.currentTarget.select()}
          className="mt-1.5 w-full rounded-lg border border-control-border bg-surface px-3 py-2 font-mono text-xs text-fg focus-visible:outline-2 focus-visible:outline-accent"
        />
      </div>
    </div>
  );
}
