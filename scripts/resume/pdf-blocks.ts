// The résumé's entries per section, each a block that can measure its height before drawing, so
// the layout can keep an entry whole on one page.
import type { ResumeModel } from './model.ts';
import type { Doc, Segment } from './pdf-fonts.ts';
import { COLOR, COLUMN_GAP, GAP, MARGIN, pairs, sep, SIZE, type Layout } from './pdf-layout.ts';
import { t } from '../../src/words/index.ts';
import { isSameAuthor } from '../../src/lib/author-name.ts';
import { citationParts } from './citation.ts';

/** The résumé's blocks: each a measure of its height and a draw. */
export function entries(doc: Doc, model: ResumeModel, layout: Layout) {
  const s = SIZE.body;
  const block = (parts: [Segment[], number, string?][]) => ({
    height: () =>
      parts.reduce((sum, [segments, size]) => sum + layout.measure(segments, size), 0) + GAP.entry,
    draw: () => {
      for (const [segments, size, right] of parts) {
        if (right !== undefined) layout.row(segments, right, size);
        else layout.paragraph(segments, size);
      }
    },
  });
  /** Short linked words ("Code", "Live demo") where a full address would cost a line. */
  const linkWords = (links: [string, string | null][]): Segment[] =>
    links
      .filter((link): link is [string, string] => link[1] !== null)
      .flatMap(([label, url]) => [sep(), { text: label, color: COLOR.accent, link: url }]);

  return {
    education: model.education
      ? [
          block([
            [
              [
                { text: model.education.primary, font: 'bold' },
                sep(),
                { text: model.education.secondary },
                ...(model.education.tertiary ? [sep(), { text: model.education.tertiary }] : []),
              ],
              s,
              model.education.duration,
            ],
          ]),
        ]
      : [],
    experience: model.experience.map((job) =>
      block([
        [
          [
            { text: job.title, font: 'bold' },
            sep(),
            { text: job.company },
            ...(job.location ? [sep(), { text: job.location, color: COLOR.muted }] : []),
          ],
          s,
          job.duration,
        ],
        [[{ text: job.description }], s],
        ...(job.skills?.length
          ? [
              [[{ text: job.skills.join(', '), color: COLOR.muted }], SIZE.small] as [
                Segment[],
                number,
              ],
            ]
          : []),
      ]),
    ),
    projects: model.projects.map((project) =>
      block([
        [
          [
            { text: project.title, font: 'bold' },
            sep(),
            { text: project.category, color: COLOR.muted },
            ...linkWords([
              [t('resume.code'), project.github],
              [t('resume.liveDemo'), project.live],
            ]),
          ],
          s,
          project.year,
        ],
        [[{ text: project.description }], s],
        [[{ text: project.tech.join(', '), color: COLOR.muted }], SIZE.small],
      ]),
    ),
    // Two columns, filled row by row, so text extraction still reads left, then right.
    skills: pairs(model.skills).map((row) => {
      const column = (layout.width - COLUMN_GAP) / 2;
      const runs = row.map((line): Segment[] => [
        { text: `${line.category}: `, font: 'bold' },
        { text: line.names.join(', ') },
      ]);
      return {
        height: () => Math.max(...runs.map((r) => layout.measure(r, s, column))),
        draw: () => {
          const top = doc.y;
          let bottom = top;
          runs.forEach((r, i) => {
            doc.y = top;
            layout.paragraph(r, s, { x: MARGIN.x + i * (column + COLUMN_GAP), width: column });
            bottom = Math.max(bottom, doc.y);
          });
          doc.x = MARGIN.x;
          doc.y = bottom;
        },
      };
    }),
    // One line, as they are few and short.
    languages: model.languages.length
      ? [block([[model.languages.flatMap((text, i) => [...(i > 0 ? [sep()] : []), { text }]), s]])]
      : [],
    // As a reference list writes them, the owner's name in bold among the authors.
    publications: model.publications.map((paper) => {
      const { authors, year, title, source, doi } = citationParts(paper);
      const links = linkWords([
        [t('research.arxiv'), paper.arxiv],
        [t('research.pdf'), paper.pdf ?? null],
        [t('resume.code'), paper.github],
      ]);
      return block([
        [
          [
            ...authors.flatMap((author, i): Segment[] => [
              ...(i > 0 ? [{ text: ', ' }] : []),
              {
                text: author,
                ...(isSameAuthor(author, model.name) ? { font: 'bold' as const } : {}),
              },
            ]),
            { text: `${year ? ` ${year}` : ''}. ` },
            { text: title, font: 'bold' },
            ...(source ? [{ text: ` ${source}`, color: COLOR.muted }] : []),
            ...(doi ? [{ text: ' ' }, { text: doi, color: COLOR.accent, link: doi }] : []),
            ...links,
          ],
          SIZE.small,
        ],
      ]);
    }),
    certificates: model.certificates.map((item) =>
      block([[[{ text: item.title, font: 'bold' }, sep(), { text: item.issuer }], s, item.date]]),
    ),
  };
}
