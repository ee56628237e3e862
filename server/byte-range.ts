// The Range header, read as RFC 9110 section 14 says: one satisfiable range gets a 206, none a 416,
// and anything malformed (reversed, non-numeric, another unit) is ignored, so the whole file goes.

export type RangeAnswer =
  { kind: 'whole' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

const WHOLE = { kind: 'whole' } as const;
const SPEC = /^(\d*)-(\d*)$/;

/** Digits past 2^53 still compare correctly as Infinity: a start there is past any file's end. */
function toPosition(digits: string): number {
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : Infinity;
}

type Spec = { start: number; end: number } | 'unsatisfiable' | 'invalid';

function readSpec(text: string, size: number): Spec {
  const match = SPEC.exec(text.trim());
  if (!match) return 'invalid';
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return 'invalid';
  if (first === '') {
    const suffix = toPosition(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = toPosition(first);
  const end = last === '' ? Infinity : toPosition(last);
  if (end < start) return 'invalid';
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

/**
 * What to send for `header` on a file of `size` bytes. Several satisfiable ranges get the whole
 * file (a server may decline multipart answers), which every client accepts.
 */
export function readRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return WHOLE;
  const match = /^\s*bytes\s*=(.*)$/i.exec(header);
  if (!match) return WHOLE;
  const specs = (match[1] ?? '').split(',').filter((part) => part.trim() !== '');
  if (specs.length === 0) return WHOLE;
  const read = specs.map((spec) => readSpec(spec, size));
  if (read.includes('invalid')) return WHOLE;
  const satisfiable = read.filter((spec) => typeof spec === 'object');
  if (satisfiable.length === 0) return { kind: 'unsatisfiable' };
  if (satisfiable.length > 1) return WHOLE;
  const [only] = satisfiable;
  return only ? { kind: 'partial', ...only } : WHOLE;
}
