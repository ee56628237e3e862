import { describe, expect, it } from 'vitest';
import { mailBody, mailSubject, mailtoHref } from './mail-app';
import { t } from '../words';

const TYPED = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'Hi & welcome?\nLine 2 #1',
};

describe('the mail-app message', () => {
  it('has a subject naming the sender, or a plain one', () => {
    expect(mailSubject(TYPED)).toBe(t('contact.mail.subject', { name: 'Ada Lovelace' }));
    expect(mailSubject({ ...TYPED, name: '  ' })).toBe(t('contact.mail.subject.anonymous'));
  });

  it('signs the body with the name and address typed', () => {
    expect(mailBody(TYPED)).toBe('Hi & welcome?\nLine 2 #1\n\n— Ada Lovelace <ada@example.com>');
    expect(mailBody({ name: '', email: '', message: 'Hi' })).toBe('Hi');
  });

  it('encodes every reserved character, with CRLF line breaks', () => {
    const href = mailtoHref('owner@example.com', TYPED);
    expect(href.startsWith('mailto:owner@example.com?subject=')).toBe(true);
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe(mailSubject(TYPED));
    expect(url.searchParams.get('body')).toBe(
      'Hi & welcome?\r\nLine 2 #1\r\n\r\n— Ada Lovelace <ada@example.com>',
    );
    expect(href).not.toMatch(/[\s#]/);
    expect(href.split('&')).toHaveLength(2);
  });
});
