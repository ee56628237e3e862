// A plain-text mail as raw MIME (RFC 5322), for Cloudflare's send_email binding, which takes the
// message whole. Visitor text goes only where it cannot start a header: the subject as encoded
// words, the body in base64, the address (already free of line breaks) in Reply-To.

function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * UTF-8 bytes per encoded word: 56 base64 characters, so a word is 68 characters long, and the
 * subject's first line ("Subject: " and one word) stays within the 78 RFC 5322 asks for. RFC 2047
 * allows 75 per word.
 */
const WORD_BYTES = 42;

/**
 * Any text as RFC 2047 encoded words, whole characters each, one per folded line: nothing a mail
 * reader takes as syntax, and no line too long for a mail server, however long the visitor's name.
 */
export function encodedWords(text: string): string {
  const encoder = new TextEncoder();
  const chunks = [''];
  let bytes = 0;
  for (const char of text) {
    const size = encoder.encode(char).length;
    if (bytes + size > WORD_BYTES) {
      chunks.push('');
      bytes = 0;
    }
    chunks[chunks.length - 1] += char;
    bytes += size;
  }
  return chunks.map((chunk) => `=?UTF-8?B?${base64Utf8(chunk)}?=`).join('\r\n ');
}

export interface PlainMail {
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  date: Date;
  /** Unique per message, e.g. a random UUID. */
  id: string;
}

export function rawMime(mail: PlainMail): string {
  const domain = mail.from.split('@')[1] ?? 'localhost';
  const body = base64Utf8(mail.text.replace(/\r?\n/g, '\r\n')).replace(/.{76}(?=.)/g, '$&\r\n');
  return [
    `From: ${mail.from}`,
    `To: ${mail.to}`,
    `Reply-To: ${mail.replyTo}`,
    `Subject: ${encodedWords(mail.subject)}`,
    `Date: ${mail.date.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${mail.id}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    body,
    '',
  ].join('\r\n');
}
