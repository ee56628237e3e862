import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeContent } from '../../src/test/content-fixture';
import { SAMPLE, sampleLeftovers } from './sample-check';

describe('sampleLeftovers', () => {
  it("finds nothing in an owner's own content", () => {
    expect(sampleLeftovers({ ...makeContent() }, {})).toEqual([]);
  });

  it('names each placeholder address, account, phone and name once, with where it is', () => {
    const content = makeContent();
    content.profile.contact.email = 'me@example.com';
    content.profile.profiles = [{ network: 'GitHub', url: 'https://github.com/example' }];
    content.profile.contact.phone = SAMPLE.phone;
    content.projects[0].live = 'https://demo.example.org/';
    content.projects[1].live = 'https://demo.example.org/';
    content.profile.profileImageAlt = `A photo of ${SAMPLE.name}`;
    expect(sampleLeftovers({ ...content }, {})).toEqual([
      'profile.contact.email: "me@example.com" is the sample\'s; replace it with your own.',
      `profile.contact.phone: "${SAMPLE.phone}" is the sample's; replace it with your own.`,
      'profile.profiles[0].url: "https://github.com/example" is the sample\'s; replace it with your own.',
      `profile.profileImageAlt: "A photo of ${SAMPLE.name}" is the sample's; replace it with your own.`,
      'projects[0].live: "https://demo.example.org/" is the sample\'s; replace it with your own.',
    ]);
  });

  it("leaves the page's words alone, where an example address is the right placeholder", () => {
    const words = { 'contact.form.email.placeholder': 'name@example.com' };
    expect(sampleLeftovers({ ...makeContent(), words }, {})).toEqual([]);
  });

  it('recognises the sample photo and résumé by their bytes, wherever they are kept', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sample-'));
    const photo = path.join(dir, 'me.svg');
    writeFileSync(photo, 'mine');
    expect(sampleLeftovers({}, { photo })).toEqual([]);
    expect(SAMPLE.photoSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(SAMPLE.resumeSha256).toMatch(/^[0-9a-f]{64}$/);
  });
});
