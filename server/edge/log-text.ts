// Visitor text in a log line: printed inert, whatever it holds.

// C0 and C1 controls, line and paragraph separators, and the bidirectional overrides and isolates
// (which can make a log line read differently from what it holds).
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;

/** Escapes what a terminal would act on, so visitor text prints as one inert line. */
export function escapeForLog(text: string): string {
  return text.replace(UNSAFE, (char) => {
    const code = char.charCodeAt(0);
    if (char === '\n') return '\\n';
    if (char === '\r') return '\\r';
    if (char === '\t') return '\\t';
    return `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/** Visitor text is printed in one line, escaped and kept short. */
export function forLog(text: string, max = 60): string {
  const chars = [...text.trim()];
  const short = chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
  return escapeForLog(short);
}
