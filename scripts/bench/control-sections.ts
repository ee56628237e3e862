// The control page's sections: the real page's content text as plain markup, one function each.
import type { SectionId } from '../../src/config/sections';
import {
  aboutCards,
  certificates,
  experience,
  profile,
  projects,
  publications,
  skillCategories,
} from '../../src/content';
import * as content from '../../src/content';
import { statRow } from '../../src/lib/stats';
import { average, esc, list, section } from './control-html.ts';

/** A section's row of figures as one line of text. */
function statLine(row: keyof typeof content.stats): string {
  return statRow(content.stats[row], content)
    .map((stat) => `${esc(stat.label)} ${esc(String(stat.value))}`)
    .join(' · ');
}

function hero(picture: string): string {
  const stats: [string, string][] = statRow(content.stats.hero, content).map((stat) => [
    stat.label,
    String(stat.value),
  ]);
  return `<section id="hero" class="hero">
${picture}
<p>${esc(profile.greeting)}</p><h1>${esc(profile.firstName)}</h1>
<p>${profile.roles.map(esc).join(' · ')}</p><p>${esc(profile.tagline)}</p><p class="muted">${esc(profile.description)}</p>
<p><a class="btn" href="#projects">View Projects</a><a class="btn" href="${esc(profile.resume)}" download>Download CV</a></p>
<p>${profile.profiles.map((link) => `<a href="${esc(link.url)}" rel="noopener" target="_blank">${esc(link.network)}</a> · `).join('')}<a href="mailto:${esc(profile.contact.email)}">Email</a></p>
<div class="grid">${stats.map(([label, value]) => `<div class="card"><strong>${esc(value)}</strong> ${esc(label)}</div>`).join('')}</div>
<p><a href="#about">Scroll Down</a></p></section>`;
}

function about(): string {
  const cards = aboutCards
    .map(
      (card) =>
        `<div class="card"><h3>${esc(card.title)}</h3><p>${[card.primary, card.secondary, card.tertiary, card.duration].filter(Boolean).map(esc).join('<br>')}</p></div>`,
    )
    .join('');
  return section(
    'about',
    'About Me',
    `${profile.about.map((p) => `<p>${esc(p)}</p>`).join('')}${list(profile.interests)}<div class="grid">${cards}</div><p><a href="${esc(profile.resume)}" download>Download Full Resume</a></p>`,
  );
}

function skills(): string {
  const all = skillCategories.flatMap((category) => category.skills);
  const cards = skillCategories
    .map(
      (category) =>
        `<div class="card"><h3>${esc(category.category)}</h3><p class="muted">${category.skills.length} skills · average ${average(category.skills.map((s) => s.level))}%</p>${list(
          category.skills.map((skill) => `${skill.name} ${skill.level}%`),
          'plain',
        )}</div>`,
    )
    .join('');
  const summary = `${all.length} skills · ${skillCategories.length} categories · ${average(all.map((s) => s.level))}% average proficiency · ${all.filter((s) => s.level >= 85).length} expert level`;
  return section('skills', 'Skills', `<div class="grid">${cards}</div><p>${esc(summary)}</p>`);
}

function experienceSection(): string {
  const entries = experience
    .map(
      (entry) =>
        `<div class="card"><h3>${esc(entry.title)}</h3><p class="muted">${esc(entry.company)} · ${esc(entry.type)} · ${esc(entry.duration)} · ${esc(entry.location)}</p><p>${esc(entry.description)}</p>${entry.skills ? list(entry.skills) : ''}</div>`,
    )
    .join('');
  return section(
    'experience',
    'Experience & Training',
    `<p>${statLine('experience')}</p>${entries}<p>Continuously gaining experience and expanding my skill set</p>`,
  );
}

function projectsSection(): string {
  const cards = projects
    .map(
      (project) =>
        `<div class="card"><p class="muted">${esc(project.year)} · ${esc(project.status)} · ${esc(project.category)}</p><h3>${esc(project.title)}</h3><p>${esc(project.description)}</p>${list(project.tech)}</div>`,
    )
    .join('');
  return section(
    'projects',
    'Projects',
    `<p>Showing ${projects.length} of ${projects.length} projects</p><div class="grid">${cards}</div>`,
  );
}

function research(): string {
  const cards = publications
    .map(
      (paper) =>
        `<div class="card"><h3>${esc(paper.title)}</h3><p class="muted">${esc(paper.status)} · ${esc(paper.year)} · ${paper.authors.map(esc).join(', ')}</p><p class="muted">${esc(paper.conference)} · ${esc(paper.journal)}</p><p>${esc(paper.abstract)}</p>${list(paper.keywords)}${list(
          Object.entries(paper.results).map(([key, value]) => `${key}: ${value}`),
          'plain',
        )}</div>`,
    )
    .join('');
  return section('research', 'Research & Publications', `<p>${statLine('research')}</p>${cards}`);
}

function certificatesSection(): string {
  const cards = certificates
    .map(
      (cert) =>
        `<div class="card"><h3>${esc(cert.title)}</h3><p class="muted">${esc(cert.issuer)} · ${esc(cert.date)} · ${esc(cert.type)}</p><p>${esc(cert.description)}</p><p>Certificate Earned</p></div>`,
    )
    .join('');
  return section(
    'certificates',
    'Certificates & Training',
    `<p>${statLine('certificates')}</p><div class="grid">${cards}</div><p>Continuously upskilling in emerging technologies</p>`,
  );
}

function contact(): string {
  const { email, phone, location, state } = profile.contact;
  return section(
    'contact',
    'Get In Touch',
    `<p><a href="mailto:${esc(email)}">${esc(email)}</a><br><a href="tel:${esc(phone.replace(/\s+/g, ''))}">${esc(phone)}</a><br>${esc(location)}, ${esc(state)}</p><p>Quick Response: I usually respond within 24 hours.</p>`,
  );
}

/** Each section's markup, in the registry's order; a section without one shows its heading only. */
export const CONTROL_SECTIONS: Partial<Record<SectionId, (picture: string) => string>> = {
  hero,
  about,
  skills,
  experience: experienceSection,
  projects: projectsSection,
  research,
  certificates: certificatesSection,
  contact,
};
