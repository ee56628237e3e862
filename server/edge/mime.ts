// A plain-text mail as raw MIME (RFC 5322), for Cloudflare's send_email binding, which takes the
// message whole. Visitor text goes only where it cannot start a header: the subject as an encoded
// word, the body in base64, the address (already free of line breaks) in Reply-To.

function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** RFC 2047 encoded word: any text, one header line, nothing a mail reader takes as syntax. */
export function encodedWord(text: string): string {
  return `=?UTF-8?B?${base64Utf8(text)}?=`;
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
    `Subject: ${encodedWord(mail.subject)}`,
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
