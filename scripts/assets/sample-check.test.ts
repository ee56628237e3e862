import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeContent } from '../../src/test/content-fixture';
import { CONTENT_MODULES } from '../../src/content/schema';
import {
  SAMPLE,
  sampleLeftovers,
  sampleNoteLeftovers,
  unsaidLeftovers,
  type NoteText,
} from './sample-check';
import { loadNotes } from '../notes/load';
import { SAMPLE_CONTENT_DIR } from '../content-dir';

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

  it('names the file of each line, and says nothing again of an entry kept whole', () => {
    const key = 'projects';
    const { file } = CONTENT_MODULES[key];
    const values = [
      `content/${file} › ${key}[0]: is a sample entry, kept whole; replace or remove it.`,
    ];
    const leftovers = [
      `${key}[0].live: "https://demo.example.org/" is the sample's; replace it with your own.`,
      `${key}[1].live: "https://other.example.org/" is the sample's; replace it with your own.`,
      `profile.contact.phone: "${SAMPLE.phone}" is the sample's; replace it with your own.`,
    ];
    const profileFile = CONTENT_MODULES.profile.file;
    expect(unsaidLeftovers(values, leftovers, 'content')).toEqual([
      `content/${file} › ${leftovers[1]}`,
      `content/${profileFile} › ${leftovers[2]}`,
    ]);
    // A value the comparison named itself is not named twice.
    const phone = `content/${profileFile} › profile.contact.phone: "${SAMPLE.phone}" is the sample's; replace it with your own.`;
    expect(unsaidLeftovers([phone], [leftovers[2]], 'content')).toEqual([]);
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

describe('sampleNoteLeftovers', () => {
  const theirs: NoteText = {
    file: 'sample/notes/theirs.md',
    title: 'Their title',
    summary: 'Their summary.',
    markdown: 'Their text.\n',
  };
  const mine = (changes: Partial<NoteText>): NoteText => ({
    file: 'content/notes/mine.md',
    title: 'My title',
    summary: 'My summary.',
    markdown: 'My text.',
    ...changes,
  });

  it("names a note that keeps the sample's title, summary or text, by its file", () => {
    for (const kept of [
      { title: theirs.title },
      { summary: theirs.summary },
      { markdown: 'Their text.' },
    ]) {
      expect(sampleNoteLeftovers([mine(kept)], [theirs])).toEqual([
        `content/notes/mine.md: "${mine(kept).title}" is the sample's note; delete it, or write your own in its place.`,
      ]);
    }
  });

  it("leaves the owner's own notes alone, and an empty field is no one's", () => {
    expect(sampleNoteLeftovers([mine({})], [theirs])).toEqual([]);
    expect(sampleNoteLeftovers([mine({ markdown: '' })], [{ ...theirs, markdown: '' }])).toEqual(
      [],
    );
  });

  it("recognises every note of the template's sample, as new-content copies it", async () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const { notes } = await loadNotes(path.join(root, SAMPLE_CONTENT_DIR), SAMPLE_CONTENT_DIR, {
      default: 'en',
      all: ['en', 'de'],
    });
    const copied = notes.map((note) => ({
      ...note,
      file: note.file.replace(/^sample/, 'content'),
    }));
    expect(sampleNoteLeftovers(copied, notes)).toHaveLength(notes.length);
  });
});
