import { describe, expect, it } from 'vitest';
import { requestBytes, tooLongText } from './message-size';
import { t } from '../words';

const IDS = { publicKey: 'pk', serviceId: 'svc', templateId: 'tpl' };
const message = (text: string) => ({ name: 'A', email: 'a@b.c', message: text, toName: 'O' });

describe('the size of a send request', () => {
  it('counts UTF-8 bytes of the JSON the SDK posts, so emoji weigh four', () => {
    const plain = requestBytes(message('x'), IDS);
    expect(requestBytes(message('xx'), IDS)).toBe(plain + 1);
    expect(requestBytes(message('😀'), IDS)).toBe(plain + 3);
    // JSON escapes a line break as two characters.
    expect(requestBytes(message('\n'), IDS)).toBe(plain + 1);
  });

  it('says how big the message is and what the limit is', () => {
    // Sizes are rounded up to whole KB, the limit down.
    expect(tooLongText(61 * 1024 + 1, 50 * 1024 + 1023)).toBe(
      t('contact.form.message.tooLong', { size: 62, limit: 50 }),
    );
  });
});
