import citations from 'virtual:citations';
import { useEffect, useId, useRef, useState } from 'react';
import { COMPACT_SECONDARY } from '../../components/compact-button-styles';
import { Icon } from '../../components/icon';
import type { Publication } from '../../content/types';
import { CITATION_STYLES, paperBibPath, type CitationStyle } from '../../lib/citations';
import { copyText } from '../../lib/clipboard';
import { cn } from '../../lib/cn';
import { t } from '../../words';

type CopyState = { kind: 'idle' } | { kind: 'copied' } | { kind: 'manual'; text: string };

export interface PaperCiteProps {
  paper: Publication;
  /**
   * On the paper's own page, which ships no app: the Copy button stays hidden until the page's
   * small copy script (src/lib/cite-copy-script.ts) shows it and answers its clicks.
   */
  standalone?: boolean;
  className?: string;
}

/**
 * "Cite": a disclosure with the paper's citation in each style the build formatted, a style
 * switch of native radios (arrow keys move between them), Copy with Share's fallback (the text
 * selected in a field when the clipboard is missing or refuses) and the paper's .bib file.
 */
export function PaperCite({ paper, standalone = false, className }: PaperCiteProps) {
  const citation = citations[String(paper.id)];
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

  if (!citation) return null;
  const copyCitation = async () => {
    const text = citation[style];
    setCopy((await copyText(text)) ? { kind: 'copied' } : { kind: 'manual', text });
  };

  return (
    <details data-cite className={cn('group/cite open:basis-full', className)}>
      <summary
        aria-label={t('research.citeFor', { title: paper.title })}
        className={cn(
          COMPACT_SECONDARY,
          'w-fit cursor-pointer list-none [&::-webkit-details-marker]:hidden',
        )}
      >
        <Icon name="quote" className="size-4" />
        {t('research.cite')}
      </summary>
      <div className="mt-3 rounded-xl border border-border bg-surface-muted p-4 text-left">
        <fieldset>
          <legend className="sr-only">{t('research.cite.style')}</legend>
          <div className="flex flex-wrap gap-2">
            {CITATION_STYLES.map((name) => (
              <label
                key={name}
                className={cn(
                  'cursor-pointer rounded-full border border-border bg-surface px-3 py-1 text-sm font-semibold text-fg',
                  'has-checked:border-primary has-checked:bg-primary has-checked:text-primary-fg',
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
            <pre
              key={name}
              data-cite-text={name}
              className="mt-3 overflow-x-auto rounded-lg bg-surface p-3 font-mono text-xs text-fg"
            >
              {citation[name]}
            </pre>
          ) : (
            <p key={name} data-cite-text={name} className="mt-3 text-sm leading-relaxed text-fg">
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
          <a
            href={`${import.meta.env.BASE_URL}${paperBibPath(paper)}`}
            download
            aria-label={t('research.cite.bibFor', { title: paper.title })}
            className={COMPACT_SECONDARY}
          >
            <Icon name="download" className="size-4" />
            {t('research.cite.bib')}
          </a>
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
            rows={4}
            value={copy.kind === 'manual' ? copy.text : ''}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1.5 w-full rounded-lg border border-border bg-surface px-3 py-2 font-mono text-xs text-fg focus-visible:outline-2 focus-visible:outline-accent"
          />
        </div>
      </div>
    </details>
  );
}
