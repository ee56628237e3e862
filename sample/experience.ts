// Sample content: this file is yours to replace. List your internships and training, newest
// first; the skills list is optional and may be left out of any entry.

import type { ExperienceEntry } from '../src/content/types';

export const experience: ExperienceEntry[] = [
  {
    id: 1,
    title: 'Flask Development Intern',
    company: 'Example Labs',
    location: 'Pune, Maharashtra',
    duration: 'Jul 2025 – Sep 2025',
    type: 'Summer Training & Internship',
    description:
      'Built and deployed REST APIs and server-rendered dashboards with Flask, SQLAlchemy and PostgreSQL for internal analytics tools. Added automated tests and a container-based release pipeline that cut deployment time roughly in half.',
    skills: ['Python', 'Flask', 'SQLAlchemy', 'PostgreSQL', 'Docker', 'REST APIs'],
  },
  {
    id: 2,
    title: 'Advanced Cyber Security Intern',
    company: 'Example Security Academy',
    location: 'Remote',
    duration: 'Jun 2025 – Jul 2025',
    type: 'Summer Training & Internship',
    description:
      'Completed a six-week advanced programme covering web application penetration testing, network traffic analysis and incident response. Wrote vulnerability reports for lab targets and hardened a sample web service against the OWASP Top 10.',
    skills: ['Penetration Testing', 'Burp Suite', 'Wireshark', 'Nmap', 'OWASP Top 10', 'Linux'],
  },
  {
    id: 3,
    title: 'Cyber Security Intern',
    company: 'Example Security Academy',
    location: 'Bengaluru, Karnataka',
    duration: 'Jul 2024 – Aug 2024',
    type: 'Summer Training & Internship',
    description:
      'Learned the foundations of network security, cryptography and secure system configuration through guided labs. Practised vulnerability scanning and basic log analysis on isolated practice environments.',
  },
];
