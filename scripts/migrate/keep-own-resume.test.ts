import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepOwnResume } from './keep-own-resume';

const profileWith = (resume: string) => `export const profile = {
  name: 'Ada',
  resume: ${resume},
  siteUrl: 'https://ada.test/',
};
`;

function rootWith(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'resume-'));
  mkdirSync(path.join(root, 'public'));
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(root, 'public', name), text);
  }
  return root;
}

describe('keepOwnResume', () => {
  it("keeps shipping the owner's own PDF", () => {
    const root = rootWith({ 'cv.pdf': '%PDF mine' });
    const { text, changes } = keepOwnResume(profileWith("'/cv.pdf'"), 'profile.ts', { root });
    expect(text).toContain("  resume: '/cv.pdf',\n  resumePdf: 'own',\n  siteUrl");
    expect(changes).toEqual([
      expect.stringMatching(/^resumePdf: 'own' added: the build ships your public\/cv.pdf/),
    ]);
    expect(keepOwnResume(text, 'profile.ts', { root })).toEqual({ text, changes: [] });
  });

  it('keeps linking a résumé on the web', () => {
    const source = profileWith("'https://cv.test/ada.pdf'");
    expect(keepOwnResume(source, 'profile.ts', { root: rootWith({}) }).text).toContain(
      "resumePdf: 'own',",
    );
  });

  it('lets the build write the résumé where the owner has no file of their own', () => {
    const source = profileWith("'/resume.pdf'");
    expect(keepOwnResume(source, 'profile.ts', { root: rootWith({}) })).toEqual({
      text: source,
      changes: [],
    });
  });
});
