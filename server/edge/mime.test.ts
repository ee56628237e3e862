import { describe, expect, it } from 'vitest';
import { encodedWords, rawMime } from './mime';

/** What a mail reader shows for a header of encoded words (RFC 2047: the folding between goes). */
function decoded(header: string): string {
  const words = [...header.matchAll(/=\?UTF-8\?B\?([A-Za-z0-9+/=]*)\?=/g)];
  const bytes = words.flatMap(([, data]) => [...atob(data ?? '')].map((c) => c.charCodeAt(0)));
  return new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes));
}

describe('encodedWords', () => {
  it.each([
    ['an empty subject', ''],
    ['a short one', 'Message from Ada'],
    ['a long name', `Message from ${'Augusta Ada King, Countess of Lovelace '.repeat(6)}`],
    ['200 emoji', `Message from ${'👩🏽‍💻'.repeat(40)}`],
    ['mixed scripts', `رسالة من ${'名前'.repeat(60)} ✉︎`],
  ])('keeps %s whole, in words and lines a mail server takes', (_, subject) => {
    const header = `Subject: ${encodedWords(subject)}`;
    expect(decoded(header)).toBe(subject);
    for (const line of header.split('\r\n')) expect(line.length).toBeLessThanOrEqual(78);
    for (const [word] of header.matchAll(/=\?[^?]*\?B\?[^?]*\?=/g)) {
      expect(word.length).toBeLessThanOrEqual(75);
      // Whole characters in each word: each decodes alone.
      expect(() => decoded(word)).not.toThrow();
    }
    // Folded lines go on with a space; nothing else starts a line a reader could take as a header.
    expect(
      header
        .split('\r\n')
        .slice(1)
        .every((line) => line.startsWith(' ')),
    ).toBe(true);
  });
});

describe('rawMime', () => {
  it('folds a long subject within the headers, before the body', () => {
    const subject = `Message from ${'Ada '.repeat(100)}`;
    const raw = rawMime({
      from: 'site@example.com',
      to: 'owner@example.com',
      replyTo: 'ada@example.com',
      subject,
      text: 'Hello',
      date: new Date(0),
      id: 'x',
    });
    const [head = ''] = raw.split('\r\n\r\n');
    const unfolded = head.replace(/\r\n /g, ' ');
    const subjectLine = unfolded.split('\r\n').find((line) => line.startsWith('Subject: ')) ?? '';
    expect(decoded(subjectLine)).toBe(subject);
    expect(head.split('\r\n').every((line) => line.length <= 78)).toBe(true);
  });
});
