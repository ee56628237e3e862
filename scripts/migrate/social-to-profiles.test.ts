import { describe, expect, it } from 'vitest';
import { socialToProfiles } from './social-to-profiles';

const OLD = `import type { Profile } from './types';

const email = 'ada@ada.test';

export const profile: Profile = {
  name: 'Ada',
  contact: {
    email,
    phone: '',
  },
  social: {
    github: 'https://github.com/ada',
    linkedin: "https://www.linkedin.com/in/ada",
    email: \`mailto:\${email}\`,
  },
  resume: '/resume.pdf',
};
`;

describe('socialToProfiles', () => {
  it('turns the three fixed links into a list, keeping what the owner wrote', () => {
    const { text, changes } = socialToProfiles(OLD);
    expect(text).toContain(`  profiles: [
    { network: 'GitHub', url: 'https://github.com/ada' },
    { network: 'LinkedIn', url: "https://www.linkedin.com/in/ada" },
  ],
  resume: '/resume.pdf',`);
    expect(text).not.toContain('social');
    expect(text.startsWith("import type { Profile } from './types';\n\nconst email")).toBe(true);
    expect(changes).toEqual([
      "social.github → profiles: { network: 'GitHub' }",
      "social.linkedin → profiles: { network: 'LinkedIn' }",
      'social.email: the same address as contact.email, which mail links now use',
    ]);
  });

  it('moves the mail address into an empty contact email, without the query', () => {
    const old = OLD.replace('    email,\n', "    email: '',\n").replace(
      '`mailto:${email}`',
      "'mailto:ada.mail@ada.test?subject=Hi'",
    );
    const { text, changes } = socialToProfiles(old);
    expect(text).toContain("    email: 'ada.mail@ada.test',\n");
    expect(changes).toContain("social.email → contact.email: 'ada.mail@ada.test'");
  });

  it('tells the owner of a mail address the page no longer uses', () => {
    const old = OLD.replace('`mailto:${email}`', "'mailto:other@ada.test'");
    expect(socialToProfiles(old).changes).toContain(
      "social.email ('mailto:other@ada.test') removed: mail links now go to contact.email",
    );
  });

  it('changes nothing the second time', () => {
    const once = socialToProfiles(OLD).text;
    expect(socialToProfiles(once)).toEqual({ text: once, changes: [] });
  });

  it('leaves a file without the old field as it is', () => {
    const source = 'export const figures = { cgpa: "9" };\n';
    expect(socialToProfiles(source)).toEqual({ text: source, changes: [] });
  });
});
