import { TagList } from '../components/tag-list';
import { CODE_COPY_SCRIPT } from '../lib/code-copy-script';
import {
  formatNoteDate,
  notePath,
  TOC_MIN_HEADINGS,
  type NotePageData,
  type NoteSummary,
} from '../lib/notes';
import { locale, t, tParts } from '../words';
import { NotesFrame } from './notes-frame';
import { tagHref } from './note-tags';
import { NoteAside } from './note-aside';
import { DotJoined } from '../components/dot-joined';
import { languages } from '../content';
import { languageAddress, languageNameIn, rootBaseOf } from '../lib/languages';

export type NotePageProps = NotePageData;

/** /notes/<slug>/: a note, whole, with its table of contents when long, and its neighbours. */
export function NotePage({
  home,
  note,
  html,
  copiesCode,
  coverHtml,
  headings,
  minutes,
  newer,
  older,
  related = [],
  tags,
  existsIn,
  listedIn,
  newerIn,
}: NotePageProps) {
  const href = (other: NoteSummary) => `${home}${notePath(other.slug)}`;
  return (
    <NotesFrame
      home={home}
      path={notePath(note.slug)}
      title={note.title}
      existsIn={existsIn}
      listedIn={listedIn}
    >
      <article data-pagefind-body className="page-article mt-8">
        <header>
          <h1 className="text-3xl leading-tight font-extrabold tracking-tight text-fg sm:text-4xl">
            <bdi>{note.title}</bdi>
          </h1>
          {/* Search finds a note by its words: its date, reading time, tags and contents would
              open every result's excerpt (its tags are searched after its body, below). */}
          <p
            data-pagefind-ignore
            className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted"
          >
            <DotJoined>
              <time dateTime={note.date}>{formatNoteDate(note.date, locale)}</time>
              {note.updated !== undefined && (
                <span>
                  {tParts('notes.updated', {
                    date: (
                      <time key="updated" dateTime={note.updated}>
                        {formatNoteDate(note.updated, locale)}
                      </time>
                    ),
                  })}
                </span>
              )}
              {t('notes.readingTime', { minutes })}
            </DotJoined>
          </p>
          {note.tags.length > 0 && (
            <div data-pagefind-ignore className="mt-4">
              <TagList
                items={note.tags}
                label={t('notes.tags')}
                tone="neutral"
                href={tagHref(home, tags)}
              />
            </div>
          )}
        </header>
        {newerIn && <NewerVersion home={home} slug={note.slug} {...newerIn} />}
        {coverHtml && (
          <div className="note-cover mt-8" dangerouslySetInnerHTML={{ __html: coverHtml }} />
        )}
        {headings.length >= TOC_MIN_HEADINGS && (
          <nav
            aria-labelledby="note-contents"
            data-pagefind-ignore
            className="mt-8 rounded-2xl border border-border bg-surface p-5 print:hidden"
          >
            <h2 id="note-contents" className="text-sm font-semibold text-fg">
              {t('notes.contents')}
            </h2>
            {/* Each entry 28 px tall: a target a finger can take, in a list this close. */}
            <ol className="mt-2 text-sm">
              {headings.map((heading) => (
                <li key={heading.id} className={heading.depth === 3 ? 'ps-4' : undefined}>
                  <a
                    href={`#${heading.id}`}
                    className="block py-1 text-accent hover:text-accent-strong"
                  >
                    {heading.text}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        {/* Rendered by the build from the owner's own Markdown: nothing of a visitor's. */}
        <div className="note-body mt-8" dangerouslySetInnerHTML={{ __html: html }} />
        {/* The tags for search alone, after the body: a note is found by a word only its tags
            hold, and an excerpt opens on its words still. Empty, so nothing is shown or read. */}
        {note.tags.length > 0 && (
          <span data-pagefind-index-attrs="data-tags" data-tags={note.tags.join(', ')} />
        )}
      </article>
      {/* The code blocks' Copy: this page has no app to answer it (src/lib/code-copy-script.ts). */}
      {copiesCode && <script dangerouslySetInnerHTML={{ __html: CODE_COPY_SCRIPT }} />}
      {related.length > 0 && (
        <NoteAside id="note-related" title={t('notes.related')}>
          <ul className="mt-3 space-y-3">
            {related.map((other) => (
              <li key={other.slug}>
                <a
                  href={href(other)}
                  dir="auto"
                  className="font-semibold text-accent hover:text-accent-strong"
                >
                  {other.title}
                </a>
                <time dateTime={other.date} className="block text-sm text-muted">
                  {formatNoteDate(other.date, locale)}
                </time>
              </li>
            ))}
          </ul>
        </NoteAside>
      )}
      {(newer || older) && (
        <nav
          aria-label={t('notes.list')}
          className="mt-12 grid gap-4 border-t border-border pt-6 sm:grid-cols-2 print:hidden"
        >
          {newer && (
            <a href={href(newer)} rel="prev" className="group block">
              <span className="block text-sm text-muted">{t('notes.newer')}</span>
              <span dir="auto" className="font-semibold text-accent group-hover:text-accent-strong">
                {newer.title}
              </span>
            </a>
          )}
          {older && (
            <a href={href(older)} rel="next" className="group block sm:col-start-2 sm:text-end">
              <span className="block text-sm text-muted">{t('notes.older')}</span>
              <span dir="auto" className="font-semibold text-accent group-hover:text-accent-strong">
                {older.title}
              </span>
            </a>
          )}
        </nav>
      )}
    </NotesFrame>
  );
}

/** Says that the translated note's original was revised after it, and leads to the original. */
function NewerVersion({
  home,
  slug,
  language,
  changed,
}: { home: string; slug: string } & NonNullable<NotePageProps['newerIn']>) {
  const name = languageNameIn(language, locale);
  const href = languageAddress(
    languages,
    rootBaseOf(languages, locale, home),
    language,
    notePath(slug),
  );
  return (
    <p
      role="note"
      data-pagefind-ignore
      className="mt-6 rounded-xl border border-border bg-surface px-4 py-3 text-sm text-muted"
    >
      {tParts('notes.newerIn', {
        language: name,
        date: (
          <time key="changed" dateTime={changed}>
            {formatNoteDate(changed, locale)}
          </time>
        ),
      })}{' '}
      <a
        href={href}
        hrefLang={language}
        className="font-semibold text-accent hover:text-accent-strong"
      >
        {t('notes.readNewer', { language: name })}
      </a>
    </p>
  );
}
