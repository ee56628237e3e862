// A paper's DOI and arXiv entries may be written as bare identifiers or as full addresses.

const ABSOLUTE = /^https?:\/\//i;

/** "10.1109/x.2025.1" or "doi:10.1109/…" → "https://doi.org/10.1109/…"; null or blank → null. */
export function doiUrl(value: string | null): string | null {
  const doi = value?.trim();
  if (!doi) return null;
  return ABSOLUTE.test(doi) ? doi : `https://doi.org/${doi.replace(/^doi:\s*/i, '')}`;
}

/** "2501.01234" or "arXiv:2501.01234" → "https://arxiv.org/abs/2501.01234"; null or blank → null. */
export function arxivUrl(value: string | null): string | null {
  const id = value?.trim();
  if (!id) return null;
  return ABSOLUTE.test(id) ? id : `https://arxiv.org/abs/${id.replace(/^arxiv:\s*/i, '')}`;
}

/** The links a paper can have besides its code, in the order its buttons show them. */
export const PAPER_LINK_KINDS = [
  'pdf',
  'slides',
  'poster',
  'video',
  'projectPage',
  'doi',
  'arxiv',
] as const;
export type PaperLinkKind = (typeof PAPER_LINK_KINDS)[number];

export interface PaperLink {
  kind: PaperLinkKind;
  href: string;
}

type LinkFields = { doi: string | null; arxiv: string | null } & Partial<
  Record<Exclude<PaperLinkKind, 'doi' | 'arxiv'>, string | null>
>;

/** Each link the paper has, as an address; those it leaves out or sets to null are skipped. */
export function paperLinks(paper: LinkFields): PaperLink[] {
  const href = (kind: PaperLinkKind): string | null => {
    if (kind === 'doi') return doiUrl(paper.doi);
    if (kind === 'arxiv') return arxivUrl(paper.arxiv);
    return paper[kind]?.trim() || null;
  };
  return PAPER_LINK_KINDS.flatMap((kind) => {
    const address = href(kind);
    return address ? [{ kind, href: address }] : [];
  });
}
