// Sample content: the German texts of ../experience.ts, entry by entry (by each entry's id).
// Company names and places stay as they are; months are German.

import type { ExperienceEntry, Translation } from '../../src/content/types';

export const experience: Translation<ExperienceEntry[]> = {
  1: {
    title: 'Flask-Entwickler (Praktikum)',
    company: 'Example Labs',
    location: 'Pune, Maharashtra',
    duration: 'Juli 2025 – Sept. 2025',
    description:
      'REST-APIs und serverseitig gerenderte Dashboards mit Flask, SQLAlchemy und PostgreSQL für interne Analysewerkzeuge entwickelt und bereitgestellt. Automatisierte Tests und eine containerbasierte Release-Pipeline eingeführt, die die Zeit für ein Deployment etwa halbiert hat.',
    skills: ['Python', 'Flask', 'SQLAlchemy', 'PostgreSQL', 'Docker', 'REST-APIs'],
  },
  2: {
    title: 'Cybersicherheit für Fortgeschrittene (Praktikum)',
    company: 'Example Security Academy',
    location: 'Remote',
    duration: 'Juni 2025 – Juli 2025',
    description:
      'Sechswöchiges Aufbauprogramm zu Penetrationstests von Webanwendungen, Analyse von Netzwerkverkehr und Incident Response abgeschlossen. Schwachstellenberichte zu Laborzielen verfasst und einen Beispiel-Webdienst gegen die OWASP Top 10 gehärtet.',
    skills: ['Penetrationstests', 'Burp Suite', 'Wireshark', 'Nmap', 'OWASP Top 10', 'Linux'],
  },
  3: {
    title: 'Cybersicherheit (Praktikum)',
    company: 'Example Security Academy',
    location: 'Bengaluru, Karnataka',
    duration: 'Juli 2024 – Aug. 2024',
    description:
      'In angeleiteten Laborübungen die Grundlagen von Netzwerksicherheit, Kryptografie und sicherer Systemkonfiguration gelernt. Schwachstellenscans und einfache Log-Analysen in isolierten Übungsumgebungen geübt.',
  },
};
