import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './email-address';

describe('isEmailAddress', () => {
  it.each(['ada@example.com', 'a.b+tag@mail.example.co.uk', 'zoë@exämple.de', 'x@y.z'])(
    'takes %s',
    (address) => expect(isEmailAddress(address)).toBe(true),
  );

  it.each([
    'ada@gmailcom',
    'ada@localhost',
    'ada@.com',
    'ada@example..com',
    'ada@example.com.',
    'ada example@example.com',
    'ada@@example.com',
    '<ada@example.com>',
    'ada@example.com, eve@example.com',
    '"ada"@example.com',
    '@example.com',
    'ada@',
    '',
  ])('refuses %j', (address) => expect(isEmailAddress(address)).toBe(false));
});
