import { formatNumber, t } from '../words';

export interface NotePagesProps {
  home: string;
  /** 1-based. */
  page: number;
  pages: number;
  /** The path of page `number` within the language: the list's, or a tag's. */
  pathOf: (number: number) => string;
}

/**
 * Where a list of notes cut into pages says which page this is and leads to every page, this one
 * marked; nothing when it is one page.
 */
export function NotePages({ home, page, pages, pathOf }: NotePagesProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('notes.pages')} className="mt-10 print:hidden">
      <p className="text-sm text-muted">{t('notes.page', { page, pages })}</p>
      <ol className="mt-3 flex flex-wrap gap-2">
        {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            <a
              href={`${home}${pathOf(number)}`}
              aria-current={number === page ? 'page' : undefined}
              className="inline-flex size-9 items-center justify-center rounded-lg border border-border font-semibold text-accent aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent-strong"
            >
              {formatNumber(number)}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
