// What the résumé says, drawn from the page's content once, so the PDF and resume.json list the
// same entries in the same order. Sections with nothing in them are left out.
import type { Content } from '../../src/content/validate';
import { ownerEmail } from '../../src/lib/contact-details';
import { spokenLanguage } from '../../src/lib/spoken-language';
import type {
  AboutCard,
  Certificate,
  ExperienceEntry,
  Project,
  Publication,
} from '../../src/content';
import { t } from '../../src/words/index.ts';

/** The résumé's section headings, in the order they are printed. */
export const RESUME_HEADINGS = {
  education: t('resume.education'),
  experience: t('resume.experience'),
  projects: t('resume.projects'),
  skills: t('resume.skills'),
  languages: t('resume.languages'),
  publications: t('resume.publications'),
  certificates: t('resume.certificates'),
};

export type ResumeSectionKey = keyof typeof RESUME_HEADINGS;

export interface ResumeModel {
  name: string;
  /** The roles, joined for the line under the name. */
  headline: string;
  /** The profile's description, set under the contact line without a heading. */
  summary: string;
  contact: { label: string; url: string | null }[];
  /** The About card with id "education", if there is one. */
  education: AboutCard | null;
  experience: ExperienceEntry[];
  /** Featured projects only: a résumé is a shortlist. */
  projects: Project[];
  skills: { category: string; names: string[] }[];
  /** The languages the owner speaks, each with its fluency: "Spanish (Native speaker)". */
  languages: string[];
  publications: Publication[];
  certificates: Certificate[];
  /** The sections that have something to show, in print order. */
  sections: ResumeSectionKey[];
  /** Each of those sections' heading, in the résumé's language: drawn, so held to its fonts. */
  headings: Partial<Record<ResumeSectionKey, string>>;
}

const hostAndPath = (url: string) => url.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');

export function resumeModel(content: Content, siteUrl: string): ResumeModel {
  const { profile } = content;
  const education = content.aboutCards.find((card) => card.id === 'education') ?? null;
  const model: Omit<ResumeModel, 'sections' | 'headings'> = {
    name: profile.name,
    headline: profile.roles.join(' · '),
    summary: profile.description,
    contact: [
      { label: ownerEmail(profile), url: `mailto:${ownerEmail(profile)}` },
      { label: profile.contact.phone, url: null },
      {
        label: [profile.contact.location, profile.contact.state].filter(Boolean).join(', '),
        url: null,
      },
      { label: hostAndPath(siteUrl), url: siteUrl },
      ...profile.profiles.map((link) => ({ label: hostAndPath(link.url), url: link.url })),
    ].filter((item) => item.label.trim() !== ''),
    education,
    experience: content.experience,
    projects: content.projects.filter((project) => project.featured),
    skills: content.skillCategories.map((category) => ({
      category: category.category,
      names: category.skills.map((skill) => skill.name),
    })),
    languages: (profile.languages ?? []).map(spokenLanguage),
    publications: content.publications,
    certificates: content.certificates,
  };
  const has: Record<ResumeSectionKey, boolean> = {
    education: model.education !== null,
    experience: model.experience.length > 0,
    projects: model.projects.length > 0,
    skills: model.skills.length > 0,
    languages: model.languages.length > 0,
    publications: model.publications.length > 0,
    certificates: model.certificates.length > 0,
  };
  const sections = (Object.keys(RESUME_HEADINGS) as ResumeSectionKey[]).filter((key) => has[key]);
  const headings = Object.fromEntries(sections.map((key) => [key, RESUME_HEADINGS[key]]));
  return { ...model, sections, headings };
}
