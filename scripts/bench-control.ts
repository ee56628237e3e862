// The benchmark's control page: the same content text as the real page (and its profile image),
// as one static HTML file with inline CSS and no JavaScript. It is the physical limit for this
// page on this machine, so the benchmark reports every figure of the real page as a ratio to it.
import { SECTIONS, type SectionId } from '../src/config/sections';
import {
  aboutCards,
  certificates,
  experience,
  figures,
  profile,
  projects,
  publications,
  skillCategories,
} from '../src/content';
import { faviconDataUri } from './seo.ts';

export const CONTROL_PAGE_FILE = 'bench-control.html';

function esc(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function list(items: string[], className = 'tags'): string {
  return `<ul class="${className}">${items.map((item) => `<li>${esc(item)}</li>`).join('')}</ul>`;
}

function section(id: string, title: string, body: string): string {
  return `<section id="${id}" aria-labelledby="${id}-h"><h2 id="${id}-h">${esc(title)}</h2>${body}</section>`;
}

function average(values: number[]): number {
  return values.length === 0 ? 0 : Math.round(values.reduce((a, b) => a + b, 0) / values.length);
}

const CSS = `*{box-sizing:border-box}html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111827;background:#fff}
header{position:sticky;top:0;background:#fff;border-bottom:1px solid #e5e7eb}
nav{max-width:80rem;margin:0 auto;padding:0 1rem;height:4rem;display:flex;align-items:center;gap:1rem;overflow-x:auto}
a{color:#1d4ed8}main{max-width:80rem;margin:0 auto;padding:0 1rem}
section{padding:3rem 0}h1{font-size:2.25rem;line-height:1.2;margin:.5rem 0}h2{font-size:1.875rem;margin:0 0 1rem}
h3{font-size:1.125rem;margin:1rem 0 .25rem}.hero img{border-radius:50%;display:block;max-width:60vw;height:auto}
.muted{color:#4b5563}.tags{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.5rem}
.tags li{background:#eff6ff;border-radius:999px;padding:.125rem .75rem;font-size:.875rem}
.grid{display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(16rem,1fr))}
.card{border:1px solid #e5e7eb;border-radius:.75rem;padding:1rem}.btn{display:inline-block;padding:.75rem 1.5rem;border-radius:.5rem;background:#1d4ed8;color:#fff;text-decoration:none;margin:.25rem .5rem .25rem 0}
footer{border-top:1px solid #e5e7eb;padding:2rem 1rem;text-align:center}`;

function hero(picture: string): string {
  const stats: [string, string][] = [
    ['CGPA', figures.cgpa],
    ['Projects', figures.projectsBuilt],
    ['Internships', String(experience.length)],
    ['Certificates', `${certificates.length}+`],
  ];
  return `<section id="hero" class="hero">
${picture}
<p>${esc(profile.greeting)}</p><h1>${esc(profile.firstName)}</h1>
<p>${profile.roles.map(esc).join(' · ')}</p><p>${esc(profile.tagline)}</p><p class="muted">${esc(profile.description)}</p>
<p><a class="btn" href="#projects">View Projects</a><a class="btn" href="${esc(profile.resume)}" download>Download CV</a></p>
<p><a href="${esc(profile.social.github)}" rel="noopener" target="_blank">GitHub</a> · <a href="${esc(profile.social.linkedin)}" rel="noopener" target="_blank">LinkedIn</a> · <a href="${esc(profile.social.email)}">Email</a></p>
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
    `<p>Total Experience ${esc(figures.totalExperience)} · Internships ${experience.length} · Technologies ${esc(figures.technologies)}</p>${entries}<p>Continuously gaining experience and expanding my skill set</p>`,
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
  const underReview = publications.filter((paper) => paper.status === 'Under Review').length;
  return section(
    'research',
    'Research & Publications',
    `<p>Publications ${publications.length} · Under Review ${underReview} · Co-authors ${esc(figures.coAuthors)} · Research Areas ${esc(figures.researchAreas)}</p>${cards}`,
  );
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
    `<p>Certifications ${certificates.length} · Training Hours ${esc(figures.trainingHours)} · Institutions ${esc(figures.institutions)} · Completed ${esc(figures.completed)}</p><div class="grid">${cards}</div><p>Continuously upskilling in emerging technologies</p>`,
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
const CONTROL_SECTIONS: Partial<Record<SectionId, (picture: string) => string>> = {
  hero,
  about,
  skills,
  experience: experienceSection,
  projects: projectsSection,
  research,
  certificates: certificatesSection,
  contact,
};

/**
 * The control page's complete HTML; its tab icon is the site's favicon, inlined as the site's is,
 * and its photo the site's own `<picture>` (the same renditions, so both load the same bytes).
 */
export function renderControlPage(faviconSvg: string, picture: string): string {
  const nav = SECTIONS.filter((entry) => entry.inNav)
    .map(({ id, label }) => `<a href="#${id}">${esc(label)}</a>`)
    .join('');
  const main = SECTIONS.map(
    ({ id, label }) => CONTROL_SECTIONS[id]?.(picture) ?? section(id, label, ''),
  ).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(`${profile.name} | ${profile.roles.slice(0, 2).join(' & ')}`)}</title>
<meta name="description" content="${esc(profile.description)}">
<link rel="icon" href="${faviconDataUri(faviconSvg)}" type="image/svg+xml"><style>${CSS}</style></head>
<body><header><nav aria-label="Main"><strong>${esc(profile.name)}</strong>${nav}</nav></header>
<main>${main}</main>
<footer><p>${esc(profile.name)} · ${esc(profile.tagline)}</p></footer></body></html>
`;
}
